/**
 * The answers of a page's first API requests, carried in the page's HTML (docs/performance.md): the
 * server asks its own API for them while it writes the page, and the client's first request for the
 * same address and body takes the answer from the page instead of the network, once.
 */

/** The id of the page's `<script type="application/json">` that holds the answers. */
export const INLINED_ANSWERS_ID = 'api-answers';

/** A request the page's screen makes first, as the client sends it. */
export interface FirstRequest {
  method: 'GET' | 'POST';
  /** `/api/...`, encoded as the client encodes it. */
  url: string;
  /** The JSON body of a POST; null for a GET. */
  body: unknown;
}

export interface InlinedAnswer extends FirstRequest {
  status: 200;
  /** The answer's Content-Range header (a product list's total), when it has one. */
  contentRange: string | null;
  answer: unknown;
}
