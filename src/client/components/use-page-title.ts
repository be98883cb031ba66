import { useEffect } from 'react';
import { getShopInfo } from '@client/api/shop-info';

/** Sets the page title with the ' - ' + brand suffix (spec section 2); the brand alone without a title. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    const brand = getShopInfo().brandName;
    document.title = title ? `${title} - ${brand}` : brand;
  }, [title]);
}
