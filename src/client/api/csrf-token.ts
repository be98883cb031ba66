let warned = false;

/** The anti-forgery token the server put into index.html; a console error when the page has none (spec 8). */
export function readCsrfToken(doc: Document = document): string | null {
  const token = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (!token) {
    if (!warned) console.error('CSRF token not found: the page has no <meta name="csrf-token">.');
    warned = true;
    return null;
  }
  return token;
}
