/**
 * How long the page's main thread was busy in a Lighthouse trace (`--save-assets`), on the wall
 * clock and on the thread's own CPU clock. Lighthouse's simulated phone multiplies the wall time
 * of each task it saw by four. A task that waits, for a core that others hold (Lighthouse itself,
 * the browser's other processes, the server) or for another process, grows on the wall clock and
 * not on the CPU clock, so the two side by side tell a page's own work from the host's waits.
 */
import { readFile } from 'node:fs/promises';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type MainThreadBusy = { wallMs: number; cpuMs: number };

/** The top-level tasks of the renderer main thread that ran the most of them: the page's. */
export async function mainThreadBusy(tracePath: string): Promise<MainThreadBusy> {
  const trace = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const rendererMains = new Set(
    trace.traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(threadKey),
  );
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const event of trace.traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !rendererMains.has(threadKey(event))) continue;
    const tasks = tasksByThread.get(threadKey(event)) ?? [];
    tasks.push(event);
    tasksByThread.set(threadKey(event), tasks);
  }
  const pageTasks = [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  let wall = 0;
  let cpu = 0;
  let end = 0;
  for (const task of pageTasks.sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue; // a task nested in the one before
    end = task.ts + (task.dur ?? 0);
    wall += task.dur ?? 0;
    cpu += task.tdur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}
