import { readCsrfToken } from './csrf-token';

/** The headers every call to /api carries: the XHR marker and the page's anti-forgery token (spec 8). */
export function setShopRequestHeaders(headers: Headers): Headers {
  headers.set('X-Requested-With', 'XMLHttpRequest');
  const csrf = readCsrfToken();
  if (csrf) headers.set('X-CSRF-TOKEN', csrf);
  return headers;
}
