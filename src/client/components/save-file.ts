/**
 * Hands a downloaded file to the browser's save. Used from a response handler, so the file's content
 * (personal data) never becomes RTK Query data in the store, DevTools or QA logs.
 */
export async function saveResponseAsFile(
  response: Response,
  fallbackName: string,
): Promise<string> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
