import type { Message } from '@client/domains/messages/message';

/** The popups of spec section 8 for the account screens, with the spec's texts. */

export const OLD_SITE_DATA_MESSAGE: Message = {
  title: 'Az oldalunk megújult',
  content:
    'Webáruházunk megújult, a régi oldalon használt jelszavakat nem tudtuk átvenni.\nKérjük, az elfelejtett jelszó funkcióval egyszer állítson be új jelszót, utána a szokott módon beléphet.',
  buttonText: 'Új jelszót kérek',
  className: 'warning',
  redirect: '/elfelejtett_jelszo',
};

export function loginFailedMessage(serverMessage: string | null): Message {
  return {
    title: 'Sikertelen bejelentkezés!',
    // A refusal for too many attempts says so; any other failure gets the spec's text.
    content:
      serverMessage && /Túl sok/.test(serverMessage)
        ? serverMessage
        : 'Hibás felhasználónév vagy jelszó.',
    buttonText: 'Rendben',
    className: 'alert',
  };
}

export const REGISTRATION_SUCCESS_MESSAGE: Message = {
  title: 'Sikeres regisztráció!',
  content: 'Fiókja elkészült, és már be is jelentkezett.',
  buttonText: 'Rendben',
  className: 'success',
};

export const REGISTRATION_FAILED_MESSAGE: Message = {
  title: 'Sikertelen regisztráció!',
  content: 'A beviteli mezőknél olvashatja a problémát.',
  buttonText: 'Javítom',
  className: 'alert',
};

export function resetRequestedMessage(serverMessage: string): Message {
  return { title: 'Üzenet', content: serverMessage, buttonText: 'Rendben', className: 'success' };
}

export function resetRequestFailedMessage(serverMessage: string | null): Message {
  return {
    title: 'Hiba!',
    content:
      serverMessage && /Nemrég|Túl sok/.test(serverMessage)
        ? serverMessage
        : 'A megadott email cím nem található a rendszerünkben.',
    buttonText: 'Rendben',
    className: 'alert',
  };
}

export const PASSWORD_CHANGED_MESSAGE: Message = {
  title: 'Üzenet',
  content: 'Sikeresen módosítottad a jelszavad.',
  buttonText: 'Értem',
  className: 'success',
  redirect: '/belepes',
};

export function resetFailedMessage(serverMessage: string | null): Message {
  return {
    title: 'Hiba!',
    content: serverMessage ?? 'Nem sikerült kapcsolódni a szerverhez. Kérjük, próbálja újra.',
    buttonText: 'Rendben',
    className: 'alert',
  };
}

export const PROFILE_SAVED_MESSAGE: Message = {
  title: 'Sikeres mentés!',
  content: 'Adatait elmentettük.',
  buttonText: 'Rendben',
  className: 'success',
};

export function profileSaveFailedMessage(serverMessage: string | null): Message {
  return {
    title: 'Sikertelen mentés!',
    content: serverMessage ?? 'Nem sikerült menteni az adatait. Kérjük, próbálja újra.',
    buttonText: 'Újra próbálom',
    className: 'alert',
  };
}
