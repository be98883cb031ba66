/**
 * Reads a Chromium performance trace of one page load: the page's first contentful paint, every
 * main-thread task over a threshold with the browser's own work inside it (style, layout, paint, script
 * evaluation), and the CPU profile's samples inside it, each named by its innermost function and by the
 * outermost frame of the shop's own code (`src/`) on its stack. Frames are named through `nameFrame`
 * (source maps: source-frames.ts). What `npm run trace` prints; used to find the long tasks issue 21
 * asks to break up.
 */

/** One event of Chromium's trace format (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** A frame's readable name, e.g. "Footer src/client/app/footer.tsx:31" or "(program)". */
export type NameFrame = (frame: CallFrame) => string;

export interface TracedTask {
  /** From the navigation's start, ms. */
  startMs: number;
  durationMs: number;
  afterFcp: boolean;
  /** The browser's work inside the task by event name (with a script's file), ms, largest first. */
  work: [string, number][];
  /** CPU samples inside the task by innermost function, most first. */
  functions: [string, number][];
  /** CPU samples inside the task by the outermost frame of the shop's code on the stack. */
  shopFrames: [string, number][];
}

export interface TraceSummary {
  url: string;
  fcpMs: number | null;
  /** All the main thread's tasks after the first contentful paint: how many and their total time. */
  afterFcp: { tasks: number; totalMs: number };
  /** The tasks of at least the threshold, in order. */
  tasks: TracedTask[];
}

const ms = (us: number) => Math.round(us / 100) / 10;
const sorted = (counts: Map<string, number>, top: number) =>
  [...counts].sort((a, b) => b[1] - a[1]).slice(0, top);
const add = (counts: Map<string, number>, key: string, by: number) =>
  counts.set(key, (counts.get(key) ?? 0) + by);

/** The shop's own code, once its frames are named through the source maps. */
const SHOP_SOURCE = / src\//;

export function summarizeTrace(
  events: TraceEvent[],
  nameFrame: NameFrame,
  opts: { minTaskMs: number; top?: number },
): TraceSummary {
  const top = opts.top ?? 6;
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      (e.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error('The trace has no navigation of the main frame');
  const { pid } = navigation;
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === pid &&
      e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error("The trace has no renderer main thread for the page's process");
  const onMain = (e: TraceEvent) => e.pid === pid && e.tid === main.tid && e.ph === 'X';
  const start = navigation.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);

  // The CPU profile: its nodes (a call tree) and samples (a node id and a time each).
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') clock = e.args?.data?.startTime ?? clock;
    if (e.name !== 'ProfileChunk') continue;
    const profile = e.args?.data?.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (profile.samples ?? []).forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  const names = new Map<number, { own: string; shop: string | null }>();
  const nameSample = (id: number) => {
    const known = names.get(id);
    if (known) return known;
    const node = nodes.get(id);
    let shop: string | null = null;
    for (let cur = node; cur; cur = cur.parent ? nodes.get(cur.parent) : undefined) {
      const name = nameFrame(cur.callFrame);
      if (SHOP_SOURCE.test(name)) shop = name;
    }
    const named = { own: node ? nameFrame(node.callFrame) : '(unknown)', shop };
    names.set(id, named);
    return named;
  };

  const runTasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ts >= start);
  const later = fcp ? runTasks.filter((e) => e.ts >= fcp.ts) : [];
  // The browser's work inside tasks: the main thread's events other than the tasks themselves, over 0.3 ms.
  const inner = events.filter(
    (e) => onMain(e) && !e.name.includes('RunTask') && (e.dur ?? 0) >= 300,
  );
  const within = <T extends { ts: number }>(list: T[], from: number, to: number) =>
    list.filter((x) => x.ts >= from && x.ts < to);
  const tasks = runTasks
    .filter((task) => (task.dur ?? 0) >= opts.minTaskMs * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task): TracedTask => {
      const end = task.ts + (task.dur ?? 0);
      const work = new Map<string, number>();
      for (const e of within(inner, task.ts, end)) {
        const file = e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : '';
        add(work, `${e.name}${file}`, e.dur ?? 0);
      }
      const functions = new Map<string, number>();
      const shopFrames = new Map<string, number>();
      for (const sample of within(samples, task.ts, end + 1)) {
        const { own, shop } = nameSample(sample.node);
        if (own === '(idle)') continue;
        add(functions, own, 1);
        add(shopFrames, shop ?? '(no shop frame)', 1);
      }
      return {
        startMs: ms(task.ts - start),
        durationMs: ms(task.dur ?? 0),
        afterFcp: fcp ? task.ts >= fcp.ts : false,
        work: sorted(work, top).map(([k, v]) => [k, ms(v)]),
        functions: sorted(functions, top),
        shopFrames: sorted(shopFrames, top),
      };
    });
  return {
    url: navigation.args?.data?.documentLoaderURL ?? '',
    fcpMs: fcp ? ms(fcp.ts - start) : null,
    afterFcp: { tasks: later.length, totalMs: ms(later.reduce((a, e) => a + (e.dur ?? 0), 0)) },
    tasks,
  };
}

/** The summary as lines for the console. */
export function traceLines(summary: TraceSummary): string[] {
  const list = (pairs: [string, number][], unit = '') =>
    pairs.map(([k, v]) => `${v}${unit} ${k}`).join(' | ') || '-';
  return [
    `${summary.url}: first contentful paint at ${summary.fcpMs ?? '-'} ms; after it ${summary.afterFcp.tasks} tasks, ${summary.afterFcp.totalMs} ms in all`,
    ...summary.tasks.flatMap((t) => [
      `task at ${t.startMs} ms, ${t.durationMs} ms, ${t.afterFcp ? 'after' : 'before'} the first paint`,
      `  browser work (ms): ${list(t.work)}`,
      `  samples by function: ${list(t.functions)}`,
      `  samples by the shop's outermost frame: ${list(t.shopFrames)}`,
    ]),
  ];
}
