/** Where each of the server's registration errors is shown. */
export interface FieldErrors {
  email?: string;
  password?: string;
  last_name?: string;
  /** Anything not tied to a field (too many attempts, a network error). */
  form?: string;
}

/** 'email: Ezzel az e-mail-címmel...' is shown as 'Ezzel az e-mail-címmel...' under the field. */
const withoutKey = (text: string) => text.replace(/^[a-z_]+:\s*/, '');

/**
 * Spec section 5: errors containing 'email' go to the e-mail field, those containing 'password' to the
 * password field (a name error to the last-name field); several for one field are joined.
 */
export function registrationFieldErrors(data: unknown, fallback: string | null): FieldErrors {
  if (!Array.isArray(data)) return { form: fallback ?? 'Kérjük, próbálja újra.' };
  const errors: FieldErrors = {};
  const add = (field: keyof FieldErrors, text: string) => {
    errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
  };
  for (const item of data) {
    if (typeof item !== 'string') continue;
    if (item.includes('email')) add('email', withoutKey(item));
    else if (item.includes('password')) add('password', withoutKey(item));
    else if (item.includes('name')) add('last_name', withoutKey(item));
    else add('form', item);
  }
  return errors;
}
