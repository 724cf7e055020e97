import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A frame of a file with a source map beside it (the server's bundle, dist/server) as the file
 * and line it was built from; other frames as they are.
 */
function sourceFrame(frame: CallFrame, maps: Map<string, TraceMap | null>): CallFrame {
  if (!frame.url.startsWith('file://')) return frame;
  const file = fileURLToPath(frame.url);
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8'), mapFile) : null);
  }
  const map = maps.get(file);
  if (!map) return frame;
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return frame;
  return { ...frame, url: new URL(original.source, frame.url).href, lineNumber: original.line - 1 };
}

/** Where a function's code comes from: a package, our source folder, Node itself, or V8's own states. */
function originOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node (core)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch?.[1]) return packageMatch[1];
  const file = url.replace(/^file:\/\//, '');
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : path.dirname(relative);
}

function table(title: string, totals: Map<string, number>, all: number, rows: number): string {
  const lines = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => `  ${((micros / all) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return [title, ...lines].join('\n');
}

/**
 * The summary of the CPU profiles Node wrote into `dir` (`--cpu-prof`): self time by origin
 * (package, source folder, garbage collector, idle) and the functions that took the most.
 */
export function summariseCpuProfiles(dir: string): string {
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  const maps = new Map<string, TraceMap | null>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id);
      const micros = profile.timeDeltas[index] ?? 0;
      if (!node) return;
      all += micros;
      const frame = sourceFrame(node.callFrame, maps);
      const origin = originOf(frame);
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + micros);
      const name = `${frame.functionName || '(anonymous)'}  ${origin}:${frame.lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    });
  }
  if (all === 0) return 'cpu profile: no samples written';
  return [
    `cpu profile of the server, ${(all / 1e6).toFixed(1)} s sampled (self time)`,
    table('by origin:', byOrigin, all, 25),
    table('by function:', byFunction, all, 30),
  ].join('\n');
}
