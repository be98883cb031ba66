import { type ComponentProps, Suspense, lazy } from 'react';

// The product page's first load stays within its budget: these load right after it, on their own.
const SizeAdvisor = lazy(() => import('./size-advisor/size-advisor'));
const BackInStock = lazy(() => import('./back-in-stock/back-in-stock'));

/** "Melyik méret jó nekem?" (only for a product with a size chart). */
export function SizeAdvisorSlot(props: ComponentProps<typeof SizeAdvisor>) {
  return (
    <Suspense fallback={null}>
      <SizeAdvisor {...props} />
    </Suspense>
  );
}

/** "Értesítést kérek" (only for a variant out of stock). */
export function BackInStockSlot(props: ComponentProps<typeof BackInStock>) {
  return (
    <Suspense fallback={null}>
      <BackInStock {...props} />
    </Suspense>
  );
}
