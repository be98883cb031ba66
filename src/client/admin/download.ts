import { readCsrfToken } from '@client/api/csrf-token';
import { staffHeaders } from './staff-session';

/**
 * Saves a back-office CSV. A plain link cannot carry the staff bearer token, and a file is no RTK Query
 * data (a Blob is not serializable state), so this one call is a direct fetch.
 */
export async function downloadCsv(url: string, filename: string): Promise<boolean> {
  const csrf = readCsrfToken();
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: {
      ...staffHeaders(),
      'X-Requested-With': 'XMLHttpRequest',
      ...(csrf ? { 'X-CSRF-TOKEN': csrf } : {}),
    },
  });
  if (!response.ok) return false;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}
