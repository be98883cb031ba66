import type { AddToCartResponse } from '@common/api/cart.schema';
import type { Message } from './message';

/** Spec section 5: adding without a chosen variant. */
export const VARIANT_MISSING_MESSAGE: Message = {
  title: 'Kérlek, válassz a termékváltozatok közül!',
  content:
    'A termékváltozatot a fotó melletti legördülő listából, vagy az „Elérhetőség, változatok” fülön választhatod ki.',
  buttonText: 'Értem',
  className: 'warning',
};

/** Spec section 5: adding with quantity 0. */
export const QUANTITY_MISSING_MESSAGE: Message = {
  title: 'Kérlek, add meg a mennyiséget!',
  content: 'A mennyiséget az ár alatti + gombbal állíthatod be.',
  buttonText: 'Értem',
  className: 'warning',
};

/** Spec section 7: the success popup of addToCart with the image, the names and quantity x price Ft. */
export function addedToCartMessage({
  product,
  variant,
  quantity,
  cart,
}: AddToCartResponse): Message {
  const line = cart.goods.find((item) => item.variant.id === variant.id);
  const productName = product.fullname_hu || product.fullname_en;
  const variantName = variant.name_hu || variant.name_en;
  return {
    title: 'A termék a kosárba került',
    content:
      variantName && variantName !== productName ? `${productName}\n${variantName}` : productName,
    buttonText: 'Rendben',
    className: 'success',
    ...(product.image ? { image: product.image } : {}),
    price: { quantity, value: line?.price ?? variant.effectivePrice },
  };
}
