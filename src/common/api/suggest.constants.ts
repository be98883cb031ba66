/** The suggestion API's plain values, apart from the schemas so the client imports no TypeBox. */

/** Fewer searchable characters than this get an empty answer: one letter matches half the shop. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_MAX_LENGTH = 100;
