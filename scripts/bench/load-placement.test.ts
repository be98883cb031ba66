import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { splitCpus } from './load-placement';

/** The CPUs of taskset's answer ("pid 1's current affinity list: 0,2-3") as numbers. */
const cpusOf = (answer: string) =>
  answer
    .trim()
    .replace(/.*: /, '')
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number) as [number, number?];
      return Array.from({ length: (to as number) - from + 1 }, (_, i) => from + i);
    });
const affinity = (pid: number) =>
  cpusOf(execFileSync('taskset', ['--cpu-list', '--pid', String(pid)], { encoding: 'utf8' }));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const canSplit =
  process.platform === 'linux' &&
  os.cpus().length >= 2 &&
  spawnSync('taskset', ['--version']).status === 0;

(canSplit ? describe : describe.skip)('splitCpus (--load-cpus split)', () => {
  it('pins the server to the last CPU and starts Chromium on the others, then gives this process every CPU back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-placement-'));
    const last = os.cpus().length - 1;
    const server = spawn('sleep', ['30']);
    // A stand-in for Chromium that prints the CPUs it was started on.
    const browser = path.join(dir, 'browser.sh');
    fs.writeFileSync(browser, '#!/bin/sh\ntaskset --cpu-list --pid $$\n', { mode: 0o755 });
    try {
      const placement = splitCpus(server.pid as number, browser, dir);
      expect(affinity(server.pid as number)).toEqual([last]);
      expect(affinity(process.pid)).toEqual([last]);
      const started = execFileSync(placement.chromiumPath, { encoding: 'utf8' });
      expect(cpusOf(started)).toEqual(range(0, last - 1));
      placement.restore();
      expect(affinity(process.pid)).toEqual(range(0, last));
    } finally {
      server.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
