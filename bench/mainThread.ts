/**
 * Where a renderer's main thread spent its time, from a Chromium trace: every figure is thread time (the
 * events' tdur), which holds when other processes share the CPU, unlike wall-clock figures. Used by the
 * profiles (bench/picker/profile.ts, bench/boot/profile.ts).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/** The trace categories the figures below need. */
export const MAIN_THREAD_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
];

// Each task is one RunTask (Chromium nests a ThreadControllerImpl::RunTask of the same length in most).
const TASKS = ['RunTask'];

/** The kinds of main-thread work, each the trace events that make it up. */
const KINDS = {
  styleMs: ['UpdateLayoutTree'],
  layoutMs: ['Layout'],
  paintMs: ['Paint', 'PrePaint', 'Layerize', 'Commit'],
  compileMs: ['v8.compile', 'V8.CompileCode', 'v8.compileModule', 'v8.parseOnBackground'],
  scriptMs: [
    'v8.evaluateModule',
    'EvaluateScript',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
  ],
  parseHtmlMs: ['ParseHTML'],
  gcMs: ['MinorGC', 'MajorGC'],
} as const;

export type MainThreadTimes = { cpuMs: number; longestTasksMs: string } & Record<keyof typeof KINDS, number>;

/** Main-thread time of a trace's page: all its tasks, the longest ones, and the part of them in each kind of work. */
export function mainThreadTimes(events: TraceEvent[], until = Infinity): MainThreadTimes {
  const within = events.filter((e) => e.ph === 'X' && e.ts <= until);
  const tasks = (tid: number) =>
    within.filter((e) => e.tid === tid && TASKS.includes(e.name)).map((e) => e.tdur ?? 0);
  // The page's renderer (a navigation may have left about:blank's): the renderer main thread that worked most.
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => ({ tid: e.tid, cpu: tasks(e.tid).reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.cpu - a.cpu)[0]?.tid;
  // Outermost events only: a layer's Paint holds the Paint of the layers it contains (the list's scroller
  // inside the popup's sheet inside the document), and a FunctionCall may hold an EventDispatch.
  const sum = (names: readonly string[]) => {
    const matching = within
      .filter((e) => e.tid === main && names.includes(e.name))
      .sort((a, b) => a.ts - b.ts);
    let total = 0;
    let end = -Infinity;
    for (const e of matching) {
      if (e.ts < end) continue;
      total += e.tdur ?? 0;
      end = e.ts + (e.dur ?? 0);
    }
    return Math.round(total / 1000);
  };
  const longest = main === undefined ? [] : tasks(main).sort((a, b) => b - a);
  const kinds = Object.fromEntries(Object.entries(KINDS).map(([kind, names]) => [kind, sum(names)]));
  return {
    cpuMs: sum(TASKS),
    longestTasksMs: longest
      .slice(0, 4)
      .map((us) => Math.round(us / 1000))
      .join(' '),
    ...(kinds as Record<keyof typeof KINDS, number>),
  };
}
