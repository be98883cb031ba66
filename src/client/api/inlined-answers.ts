import { INLINED_ANSWERS_ID, type InlinedAnswer } from '@common/api/inlined-answers';

/**
 * The answers of the page's first API requests that came with its HTML (server: spa/first-answers.ts).
 * Each is taken once, by the first request with the same method, address and body that carries no
 * login; after the start they are dropped, so a later visit to the same list asks the server again.
 */

/** How long after the page opened its answers may still be taken (the start takes them in well under 1 s). */
export const INLINED_ANSWERS_MAX_AGE_MS = 30_000;

function isInlinedAnswer(value: unknown): value is InlinedAnswer {
  if (!value || typeof value !== 'object') return false;
  const answer = value as Partial<InlinedAnswer>;
  return (
    (answer.method === 'GET' || answer.method === 'POST') &&
    typeof answer.url === 'string' &&
    answer.status === 200 &&
    'answer' in answer
  );
}

function parseAnswers(text: string | null | undefined): InlinedAnswer[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter(isInlinedAnswer) : [];
  } catch {
    return [];
  }
}

/** JSON with the keys of every object in order: two bodies that differ only in key order are the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  try {
    return JSON.parse(await request.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

export interface InlinedAnswers {
  /** The page's answer to this request, as a Response, or null when the page has none for it. */
  take(request: Request): Promise<Response | null>;
}

/** The answers in `readText()`'s JSON, read at the first request; none once `now()` is past the age. */
export function inlinedAnswers(
  readText: () => string | null | undefined,
  now: () => number,
): InlinedAnswers {
  let waiting: InlinedAnswer[] | null = null;
  return {
    async take(request) {
      if (now() > INLINED_ANSWERS_MAX_AGE_MS) waiting = [];
      waiting ??= parseAnswers(readText());
      const list = waiting;
      if (list.length === 0 || request.headers.has('authorization')) return null;
      const url = new URL(request.url);
      const address = `${url.pathname}${url.search}`;
      const sameAddress = (a: InlinedAnswer) => a.method === request.method && a.url === address;
      if (!list.some(sameAddress)) return null;
      const body = canonicalJson(await bodyOf(request));
      const index = list.findIndex((a) => sameAddress(a) && canonicalJson(a.body) === body);
      const answer = index < 0 ? undefined : list.splice(index, 1)[0];
      if (!answer) return null;
      const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
      if (answer.contentRange) headers.set('content-range', answer.contentRange);
      return new Response(JSON.stringify(answer.answer), { status: answer.status, headers });
    },
  };
}

/** This page's answers (performance.now() counts from the page's start). */
export const pageAnswers: InlinedAnswers = inlinedAnswers(
  () => document.getElementById(INLINED_ANSWERS_ID)?.textContent,
  () => performance.now(),
);
