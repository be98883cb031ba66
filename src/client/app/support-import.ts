import { createAction } from '@reduxjs/toolkit';

/**
 * Support loads a customer's exported state: every slice is replaced by the customer's, except the
 * RTK Query cache, which refetches for the new state. Dispatched by the QA/support panel, which reads
 * the file with qa/support-file.ts.
 */
export const supportStateImported = createAction<Record<string, unknown>>('support/stateImported');
