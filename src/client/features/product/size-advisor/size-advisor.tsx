import { Suspense, lazy, useState } from 'react';
import type { Product, Variant } from '@common/api/catalogue.schema';
import { useSizeChartQuery } from './size-advisor.api';

const SizeAdvisorDialog = lazy(() => import('./size-advisor-dialog'));

/**
 * "Melyik méret jó nekem?" under the variant select, only for a product whose brand and kind have a
 * size chart; the dialog's code loads on the first click.
 */
export default function SizeAdvisor({
  product,
  selected,
  onChoose,
}: {
  product: Product;
  selected: Variant | null;
  onChoose: (variantId: number) => void;
}) {
  const { data } = useSizeChartQuery(product.alias);
  const [open, setOpen] = useState(false);
  const chart = data?.chart;
  if (!chart) return null;
  return (
    <>
      <button
        type="button"
        className="link-button size-advisor__open"
        onClick={() => setOpen(true)}
      >
        Melyik méret jó nekem?
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SizeAdvisorDialog
            product={product}
            chart={chart}
            selected={selected}
            onChoose={(id) => {
              onChoose(id);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
