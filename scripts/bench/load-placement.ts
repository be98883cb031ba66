import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the page bench's load runs (`--load-cpus split`). By default the shop server, autocannon and
 * Chromium share every core, so the load slows the emulated phone's own CPU, and Lighthouse's simulation
 * multiplies that slowdown by four; a shopper's phone never shares its CPU with the shop's server. Split,
 * the load (the shop server with all its threads, and this process, where autocannon runs) is pinned to
 * the last CPU and Chromium to the others: the pages still come from the loaded server, the browser
 * keeps a core of its own. Linux only (taskset, util-linux); children inherit the pinning, so Chromium is
 * started through a wrapper that sets its own. On two cores that leaves Chromium one, fewer than it has
 * idle, and it scored lower than with the load on both (docs/performance.md): it needs three or more.
 */
export interface LoadPlacement {
  /** The Chromium to launch for the loaded pass. */
  chromiumPath: string;
  /** This process back on every CPU (the server is stopped anyway). */
  restore: () => void;
  description: string;
}

function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], {
    stdio: 'ignore',
  });
}

export function splitCpus(serverPid: number, chromium: string, dir: string): LoadPlacement {
  const count = os.cpus().length;
  if (count < 2) throw new Error('--load-cpus split needs at least two CPUs');
  const loadCpu = String(count - 1);
  const browserCpus = count === 2 ? '0' : `0-${count - 2}`;
  pin(serverPid, loadCpu);
  pin(process.pid, loadCpu);
  const wrapper = path.join(dir, 'chromium-on-its-own-cpus.sh');
  fs.writeFileSync(
    wrapper,
    `#!/bin/sh\nexec taskset --cpu-list ${browserCpus} ${chromium} "$@"\n`,
    {
      mode: 0o755,
    },
  );
  return {
    chromiumPath: wrapper,
    restore: () => pin(process.pid, `0-${count - 1}`),
    description: `the load (the shop server and autocannon) pinned to CPU ${loadCpu}, Chromium to CPU ${browserCpus}`,
  };
}
