import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { redactSecrets, replayableState, sanitizeState } from '../devtools-sanitizers';
import { type RecordedLog, toLiftedState } from './devtools-format';

const SETTING_KEY = 'qa_recorder';
export const MAX_ENTRIES = 1000;

/** On when the page was opened with ?qa=1 (remembered for the tab) or the setting is on; ?qa=0 turns it off. */
export function qaRecordingWanted(win: Window = window): boolean {
  const param = new URLSearchParams(win.location.search).get('qa');
  try {
    if (param === '1') win.sessionStorage.setItem(SETTING_KEY, '1');
    if (param === '0') win.sessionStorage.removeItem(SETTING_KEY);
    return (
      win.sessionStorage.getItem(SETTING_KEY) === '1' ||
      win.localStorage.getItem(SETTING_KEY) === '1'
    );
  } catch {
    return param === '1';
  }
}

/**
 * Keeps the action log (secrets redacted, payloads whole so a replay rebuilds the state) and the state
 * after each action (api cache summarized), for QA to export as a file Redux DevTools imports and
 * `npm run replay` replays. Past MAX_ENTRIES the oldest action is dropped and the state after it becomes
 * the starting state, so the log still replays (as the extension's own maxAge commit does). Off by
 * default: then it only passes actions on.
 */
export class QaRecorder {
  private log: RecordedLog | null = null;
  private listeners = new Set<() => void>();

  constructor(private readonly getState: () => unknown) {}

  get recording(): boolean {
    return this.log !== null;
  }

  get count(): number {
    return this.log?.entries.length ?? 0;
  }

  start(): void {
    this.log = { committedState: replayableState(this.getState()), entries: [] };
    this.notify();
  }

  stop(): void {
    this.log = null;
    this.notify();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(action: UnknownAction, state: unknown): void {
    if (!this.log) return;
    if (this.log.entries.length >= MAX_ENTRIES) {
      const dropped = this.log.entries.shift();
      if (dropped) this.log.committedState = replayableState(dropped.state);
    }
    this.log.entries.push({
      action: redactSecrets(action) as UnknownAction,
      timestamp: Date.now(),
      state: sanitizeState(state),
    });
    this.notify();
  }

  /** The log as the JSON text of a Redux DevTools export. */
  exportDevToolsFile(): string {
    const log = this.log ?? { committedState: replayableState(this.getState()), entries: [] };
    return JSON.stringify(toLiftedState(log));
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

export function qaRecorderMiddleware(recorder: { current: QaRecorder | null }): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    recorder.current?.record(action as UnknownAction, api.getState());
    return result;
  };
}
