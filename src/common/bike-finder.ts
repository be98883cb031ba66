/**
 * Limits of the motorcycle finder shared by client and server. Kept apart from the TypeBox schemas so
 * the client's first bundle (the motorom slice) does not pull the schema builder in.
 */

/** Longest free-text model search the finder accepts (the client caps its input at the same length). */
export const BIKE_TEXT_MAX_LENGTH = 100;
/** At most this many types answer a free-text search (API.md). */
export const BIKE_TEXT_MAX_RESULTS = 50;
