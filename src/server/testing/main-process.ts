import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface MainProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** stdout's lines, each parsed as JSON (throws on a line that is not). */
  logLines(): Record<string, unknown>[];
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Resolves with the first log line that satisfies `match`, or rejects when the process ends first. */
  waitForLine(
    match: (line: Record<string, unknown>) => boolean,
    ms?: number,
  ): Promise<Record<string, unknown>>;
}

/**
 * The real server as `npm start` runs it (`tsx src/server/main.ts`), with only the given environment
 * plus PATH and HOME: a test sees exactly what an operator's shell would make of these variables.
 */
export function startMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      SKIP_CLIENT_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const logLines = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    logLines,
    exited,
    async waitForLine(match, ms = 60_000) {
      const deadline = Date.now() + ms;
      let ended = false;
      void exited.then(() => (ended = true));
      for (;;) {
        const found = logLines().find(match);
        if (found) return found;
        if (ended) throw new Error(`The server ended first:\n${out}\n${err}`);
        if (Date.now() > deadline) throw new Error(`No such log line in time:\n${out}\n${err}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
