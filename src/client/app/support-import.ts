import { createAction } from '@reduxjs/toolkit';

/**
 * Support loads a customer's exported state: every slice is replaced by the customer's, except the
 * RTK Query cache, which refetches for the new state. Dispatched by the QA/support panel.
 */
export const supportStateImported = createAction<Record<string, unknown>>('support/stateImported');

/** Pulls the app state out of a file support received: a plain state export or a DevTools export. */
export function stateFromExportFile(text: string): Record<string, unknown> {
  const parsed = JSON.parse(text) as Record<string, unknown>;
  const lifted =
    typeof parsed.payload === 'string'
      ? (JSON.parse(parsed.payload) as Record<string, unknown>)
      : parsed;
  if (Array.isArray(lifted.computedStates)) {
    const index =
      typeof lifted.currentStateIndex === 'number'
        ? lifted.currentStateIndex
        : lifted.computedStates.length - 1;
    const entry = lifted.computedStates[index] as { state?: unknown } | undefined;
    if (entry?.state && typeof entry.state === 'object')
      return entry.state as Record<string, unknown>;
  }
  if (parsed.cart && typeof parsed.cart === 'object') return parsed;
  throw new Error('A fájl nem tartalmaz webáruház-állapotot.');
}
