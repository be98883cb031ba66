import type { ReorderSkipped } from '@common/api/customer-orders.schema';
import type { Message } from './message';

/** After 'Újrarendelem': what went into the cart, and each line that did not, with its reason. */
export function reorderedMessage(skipped: readonly ReorderSkipped[]): Message {
  if (skipped.length === 0)
    return {
      title: 'A tételek a kosárba kerültek',
      content: 'A rendelés minden tételét a kosárba tettük, a mai árakon.',
      buttonText: 'Tovább a kosárhoz',
      className: 'success',
      redirect: '/kosar',
    };
  return {
    title: 'A tételek egy része a kosárba került',
    content: [
      'A még rendelhető tételeket a kosárba tettük, a mai árakon. Ezek nem, vagy nem teljes mennyiségben:',
      ...skipped.map((line) => `${line.name}: ${line.reason}`),
    ].join('\n'),
    buttonText: 'Tovább a kosárhoz',
    className: 'warning',
    redirect: '/kosar',
  };
}

export function reorderFailedMessage(serverMessage: string | null): Message {
  return {
    title: 'Sikertelen újrarendelés',
    content: serverMessage ?? 'Nem sikerült a tételeket a kosárba tenni. Kérjük, próbálja újra.',
    buttonText: 'Rendben',
    className: 'alert',
  };
}
