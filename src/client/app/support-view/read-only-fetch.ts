export const READ_ONLY_MESSAGE =
  'Csak olvasható támogatói nézet: a kosár itt nem módosítható, semmi sem mentődik.';

/**
 * The fetch of support's read-only view: every request but GET and HEAD is answered here with a 403
 * and never leaves the browser, whoever sends it (RTK Query's base query calls the global fetch).
 */
export function readOnlyFetch(fetchFn: typeof fetch): typeof fetch {
  return (input, init) => {
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (method === 'GET' || method === 'HEAD') return fetchFn(input, init);
    return Promise.resolve(
      new Response(JSON.stringify({ message: READ_ONLY_MESSAGE }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}
