/**
 * Where a V8 CPU profile's busy time went: self time by function, and time including callees by
 * area (a package, a Node module, a file of ours) and by function. Used by bench/profile-api.ts;
 * on its own: `npx tsx bench/cpu-profile-summary.ts <file.cpuprofile>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds since the previous sample, one per sample. */
  timeDeltas: number[];
}

const top = Number(process.env.PROFILE_TOP ?? 30);
/** Our files are named from the repository's root. */
const ROOT_URL = `${pathToFileURL(path.resolve(import.meta.dirname, '..')).href}/`;

/** node_modules/<package>, node:<module>, apps/api/src/<file> (from the repository's root), or V8's own entries. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  return url.startsWith(ROOT_URL) ? url.slice(ROOT_URL.length) : url;
}

/**
 * `requests`: how many requests the profiled span served; the busy time per request is then printed,
 * a figure that depends far less on what else the machine runs than requests per second do.
 */
export function summarize(profile: CpuProfile, requests?: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusiveArea = new Map<string, number>();
  const inclusiveFn = new Map<string, number>();
  let total = 0;
  let busyUs = 0;
  for (const [i, id] of profile.samples.entries()) {
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
    total++;
    busyUs += profile.timeDeltas[i + 1] ?? 0;
    const f = leaf.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${areaOf(f.url, f.functionName)}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + 1);
    const areas = new Set<string>();
    const fns = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const cf = node.callFrame;
      areas.add(areaOf(cf.url, cf.functionName));
      fns.add(`${cf.functionName || '(anonymous)'} ${areaOf(cf.url, cf.functionName)}:${cf.lineNumber + 1}`);
    }
    for (const a of areas) inclusiveArea.set(a, (inclusiveArea.get(a) ?? 0) + 1);
    for (const fn of fns) inclusiveFn.set(fn, (inclusiveFn.get(fn) ?? 0) + 1);
  }
  const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
  const list = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, n]) => `  ${pct(n)}  ${k}`)
      .join('\n');
  return [
    `busy: ${(busyUs / 1000).toFixed(0)} ms in ${total} samples` +
      (requests ? `, ${(busyUs / requests).toFixed(1)} µs per request (${requests} requests)` : ''),
    'self time:',
    list(self),
    'including callees, by area:',
    list(inclusiveArea),
    'including callees, by function:',
    list(inclusiveFn),
  ].join('\n');
}

if (process.argv[1] === import.meta.filename && process.argv[2]) {
  console.log(summarize(JSON.parse(readFileSync(process.argv[2], 'utf8')) as CpuProfile));
}
