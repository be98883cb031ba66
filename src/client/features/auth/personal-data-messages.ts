import type { Message } from '@client/domains/messages/message';

export const ACCOUNT_DELETED_MESSAGE: Message = {
  title: 'Fiókját töröltük',
  content:
    'A fiókját és a személyes adatait töröltük, és minden eszközén kijelentkeztettük. Köszönjük, hogy nálunk vásárolt!',
  buttonText: 'Rendben',
  className: 'success',
  redirect: '/',
};

export function personalDataFailedMessage(serverMessage: string | null): Message {
  return {
    title: 'Sikertelen művelet',
    content: serverMessage ?? 'Kérjük, próbálja újra néhány perc múlva.',
    buttonText: 'Rendben',
    className: 'alert',
  };
}
