/** The shopper's answer to the consent banner, kept in this browser (localStorage). */
export interface ConsentChoice {
  /** Statistics: Google Analytics (analytics_storage). */
  analytics: boolean;
  /** Marketing: ad_storage, ad_user_data, ad_personalization. */
  marketing: boolean;
  /** When the shopper answered (ISO), so a later privacy statement can ask again. */
  at: string;
}

export const CONSENT_KEY = 'suti_hozzajarulas';

export function readConsent(storage: Storage = window.localStorage): ConsentChoice | null {
  try {
    const value = JSON.parse(
      storage.getItem(CONSENT_KEY) ?? 'null',
    ) as Partial<ConsentChoice> | null;
    if (!value || typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean')
      return null;
    return { analytics: value.analytics, marketing: value.marketing, at: String(value.at ?? '') };
  } catch {
    return null;
  }
}

export function saveConsent(
  choice: Omit<ConsentChoice, 'at'>,
  storage: Storage = window.localStorage,
): ConsentChoice {
  const stored = { ...choice, at: new Date().toISOString() };
  try {
    storage.setItem(CONSENT_KEY, JSON.stringify(stored));
  } catch {
    // Private mode with storage off: the choice holds for this page only.
  }
  return stored;
}
