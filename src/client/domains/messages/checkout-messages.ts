import type { Message } from './message';

/** Spec section 4: step 2 without a valid form. */
export const INVALID_FORM_MESSAGE: Message = {
  title: 'Hibás űrlap kitöltés',
  content: 'Kérjük, minden mezőt megfelelően töltsön ki!',
  buttonText: 'Javítom',
  className: 'warning',
};

/** Spec section 8: the order was recorded; it names the order number, as the e-mail does. */
export function orderSuccessMessage(orderNumber: string): Message {
  return {
    title: 'Sikeres rendelés!',
    content: `Megrendelését rögzítettük, munkatársunk hamarosan felveszi Önnel a kapcsolatot.\nRendelésszám: ${orderNumber}`,
    buttonText: 'Rendben',
    className: 'success',
    redirect: '/',
  };
}

/** Spec section 8: status not 1, or a request error. */
export const ORDER_FAILURE_MESSAGE: Message = {
  title: 'Hiba a rendelés közben!',
  content: 'Próbálja újra.',
  buttonText: 'Rendben',
  className: 'alert',
};
