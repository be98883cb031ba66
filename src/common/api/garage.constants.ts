/** The garage API's plain values, apart from the schemas so the client imports no TypeBox. */

/** A rider with more bikes than this keeps a collection, not a garage; the list must stay short. */
export const GARAGE_MAX_BIKES = 20;

/** Said when a 21st bike is saved (the server's 400 and the client's own check). */
export const GARAGE_FULL_MESSAGE = `A garázsban legfeljebb ${GARAGE_MAX_BIKES} motor fér el.`;
