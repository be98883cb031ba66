import type { FastifyInstance } from 'fastify';
import {
  type FirstRequest,
  INLINED_ANSWERS_ID,
  type InlinedAnswer,
} from '@common/api/inlined-answers';
import { scriptSafeJson } from '../seo/head-tags';
import { CSRF_HEADER } from '../security/csrf';

/**
 * The answers of a page's first API requests, asked of the shop's own API (`inject`: the same routes,
 * validation and caches as the client's request would meet). Only plain 200 answers are carried; a
 * request that fails is left to the client, which then asks for it itself.
 */
export async function answerFirstRequests(
  app: FastifyInstance,
  requests: readonly FirstRequest[],
  csrf: { cookieName: string; token: string },
): Promise<InlinedAnswer[]> {
  const answers = await Promise.all(
    requests.map(async (request): Promise<InlinedAnswer | null> => {
      try {
        const response = await app.inject({
          method: request.method,
          url: request.url,
          headers: {
            'x-requested-with': 'XMLHttpRequest',
            [CSRF_HEADER]: csrf.token,
            cookie: `${csrf.cookieName}=${csrf.token}`,
            ...(request.body === null ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === null ? {} : { payload: JSON.stringify(request.body) }),
        });
        if (response.statusCode !== 200) return null;
        const contentRange = response.headers['content-range'];
        return {
          ...request,
          status: 200,
          contentRange: typeof contentRange === 'string' ? contentRange : null,
          answer: response.json(),
        };
      } catch {
        return null;
      }
    }),
  );
  return answers.filter((answer): answer is InlinedAnswer => answer !== null);
}

/** The page's element with the answers; nothing when there are none. */
export function inlinedAnswersScript(answers: readonly InlinedAnswer[]): string {
  if (answers.length === 0) return '';
  return `<script id="${INLINED_ANSWERS_ID}" type="application/json">${scriptSafeJson(answers)}</script>`;
}
