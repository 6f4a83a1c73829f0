/**
 * Page-weight budgets: the pure part of `npm run check:page-weight` (scripts/check-page-weight.ts).
 * Reads the budget file's text, compares each route's first-load JS (bench/pages.ts) with its budget
 * and renders the table and the failure messages. No file system, no build: unit-tested on its own
 * (page-budget.test.ts).
 */

export const BUDGET_FILE = 'bench/page-budgets.json';
/** Keys of the budget file that are not routes (the file's own comment). */
const COMMENT_KEY = /^\$/;

/** Route -> budget in gzip bytes. */
export type Budgets = ReadonlyMap<string, number>;

/** kB as the budget file, the bench and the table write them: 1 kB = 1000 bytes. */
export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * The budget file: `{ "$comment": "...", "<route>": <kB gzip>, ... }`. Keys starting with `$` are
 * comments; every other value must be a positive number of kB. Throws with the offending key.
 */
export function parseBudgets(text: string, file = BUDGET_FILE): Budgets {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file} must be an object { "<route>": <kB gzip>, ... }`);
  }
  const budgets = new Map<string, number>();
  for (const [key, value] of Object.entries(data)) {
    if (COMMENT_KEY.test(key)) continue;
    if (!key.startsWith('/')) throw new Error(`${file}: "${key}" is not a route (routes start with "/")`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new Error(
        `${file}: the budget of "${key}" must be a positive number of kB (gzip), not ${JSON.stringify(value)}`,
      );
    }
    budgets.set(key, Math.round(value * 1000));
  }
  return budgets;
}

export interface RouteWeight {
  route: string;
  gzipBytes: number;
}

export type Verdict = 'ok' | 'over budget' | 'no budget';

export interface BudgetRow extends RouteWeight {
  verdict: Verdict;
  /** Absent when the route has no budget. */
  budgetBytes?: number;
  /** budget - size: negative when over. */
  headroomBytes?: number;
}

export interface BudgetResult {
  /** One row per route of the build, in the build's order. */
  rows: BudgetRow[];
  /** Budgets of routes the build does not have. */
  stale: { route: string; budgetBytes: number }[];
  ok: boolean;
}

/** A route passes when its first-load JS is at most its budget; a route without budget and a budget without route fail. */
export function compareBudgets(routes: readonly RouteWeight[], budgets: Budgets): BudgetResult {
  const rows = routes.map((r): BudgetRow => {
    const budgetBytes = budgets.get(r.route);
    if (budgetBytes === undefined) return { route: r.route, gzipBytes: r.gzipBytes, verdict: 'no budget' };
    const headroomBytes = budgetBytes - r.gzipBytes;
    return {
      route: r.route,
      gzipBytes: r.gzipBytes,
      budgetBytes,
      headroomBytes,
      verdict: headroomBytes >= 0 ? 'ok' : 'over budget',
    };
  });
  const built = new Set(routes.map((r) => r.route));
  const stale = [...budgets]
    .filter(([route]) => !built.has(route))
    .map(([route, budgetBytes]) => ({ route, budgetBytes }))
    .sort((a, b) => a.route.localeCompare(b.route));
  return { rows, stale, ok: stale.length === 0 && rows.every((r) => r.verdict === 'ok') };
}

/** A plain-text table, columns padded: route, size, budget, headroom, verdict. */
export function formatTable(result: BudgetResult): string[] {
  const signed = (bytes: number) => (bytes > 0 ? `+${kB(bytes)}` : kB(bytes));
  const header = ['route', 'first-load JS kB', 'budget kB', 'headroom kB', 'verdict'];
  const cells: string[][] = [
    header,
    ...result.rows.map((r) => [
      r.route,
      kB(r.gzipBytes),
      r.budgetBytes === undefined ? '-' : kB(r.budgetBytes),
      r.headroomBytes === undefined ? '-' : signed(r.headroomBytes),
      r.verdict === 'ok' ? 'ok' : r.verdict.toUpperCase(),
    ]),
    ...result.stale.map((s) => [s.route, '-', kB(s.budgetBytes), '-', 'NO SUCH ROUTE']),
  ];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  // Route and verdict left-aligned, figures right-aligned.
  const pad = (cell: string, i: number) =>
    i === 0 || i === 4 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0);
  return cells.map((row) => row.map(pad).join('  ').trimEnd());
}

export interface Failure {
  route: string;
  verdict: Exclude<Verdict, 'ok'> | 'no such route';
  message: string;
}

/** Why the check failed, one entry per failing route or stale budget (empty when it passed). */
export function failures(result: BudgetResult, file = BUDGET_FILE): Failure[] {
  const out: Failure[] = [];
  for (const r of result.rows) {
    if (r.verdict === 'over budget' && r.budgetBytes !== undefined) {
      out.push({
        route: r.route,
        verdict: r.verdict,
        message: `${r.route}: first-load JS is ${kB(r.gzipBytes)} kB gzip, over its budget of ${kB(r.budgetBytes)} kB by ${kB(r.gzipBytes - r.budgetBytes)} kB. Make the route lighter (see the largest modules below); raise its budget in ${file} only with a reason in the commit.`,
      });
    } else if (r.verdict === 'no budget') {
      out.push({
        route: r.route,
        verdict: r.verdict,
        message: `${r.route}: the build has this route but ${file} gives it no budget. Add "${r.route}": <kB gzip> (it is ${kB(r.gzipBytes)} kB now; the targets are 155 kB for the home page and 175 kB for every other route).`,
      });
    }
  }
  for (const s of result.stale) {
    out.push({
      route: s.route,
      verdict: 'no such route',
      message: `${s.route}: ${file} has a budget (${kB(s.budgetBytes)} kB) for a route the build does not have. Remove it, or rename it if the route moved.`,
    });
  }
  return out;
}

/** A source module's (or package's) share of a chunk, in gzip bytes. */
export interface SourceShare {
  source: string;
  gzipBytes: number;
}

export interface ChunkWeight {
  /** Under .next/, e.g. static/chunks/abc.js. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** In rootMainFiles: every route loads it. */
  shared: boolean;
  /** The source modules in the chunk with their share of its gzip size, when the build says (`next build --analyze`). */
  sources?: SourceShare[];
}

/** A first-load chunk as `next build --analyze` describes it: its own name and size, and each module's compressed size. */
export interface AnalyzedChunk {
  name: string;
  rawBytes: number;
  parts: { source: string; compressedBytes: number }[];
}

/**
 * How far an analyzed chunk's size (the sum of its modules) may be from the emitted chunk it describes
 * (which adds the chunk's wrapper): 2 %, and at least 300 bytes for small chunks.
 */
export const PAIRING_TOLERANCE = { relative: 0.02, bytes: 300 } as const;

/**
 * Gives each emitted chunk the modules of the analyzed chunk that describes it. The analyzer names
 * its chunks differently from the emitted files (its own content hashes) and its sizes differ by a
 * few bytes, so a chunk is paired with the unpaired analyzed chunk closest in raw size, within
 * PAIRING_TOLERANCE; largest first. A module's share is its compressed size in proportion to the
 * others of its chunk, scaled to the chunk's measured gzip size (the shares add up to the chunk).
 * Chunks without a partner keep no sources.
 */
export function attributeChunks(chunks: readonly ChunkWeight[], analyzed: readonly AnalyzedChunk[]): ChunkWeight[] {
  const free = new Set(analyzed);
  const paired = new Map<ChunkWeight, AnalyzedChunk>();
  for (const chunk of [...chunks].sort((a, b) => b.rawBytes - a.rawBytes)) {
    let best: AnalyzedChunk | undefined;
    for (const candidate of free) {
      const off = Math.abs(candidate.rawBytes - chunk.rawBytes);
      if (off > Math.max(chunk.rawBytes * PAIRING_TOLERANCE.relative, PAIRING_TOLERANCE.bytes)) continue;
      if (!best || off < Math.abs(best.rawBytes - chunk.rawBytes)) best = candidate;
    }
    if (best) {
      free.delete(best);
      paired.set(chunk, best);
    }
  }
  return chunks.map((chunk) => {
    const partner = paired.get(chunk);
    if (!partner) return chunk;
    const total = partner.parts.reduce((sum, p) => sum + p.compressedBytes, 0);
    const sources = partner.parts.map((p) => ({
      source: p.source,
      gzipBytes: total > 0 ? (p.compressedBytes * chunk.gzipBytes) / total : 0,
    }));
    return { ...chunk, sources };
  });
}

/**
 * `[project]/node_modules/zod/v4/core/schemas.js` -> `zod`, `.../node_modules/@tma.js/sdk/dist/x.js`
 * -> `@tma.js/sdk` (the last node_modules in the path); the repository's own code is grouped by
 * folder: `[project]/apps/web/src/shell/startup/Splash.tsx [app-client] (ecmascript)` ->
 * `apps/web/src/shell/startup`.
 */
export function packageOf(source: string): string {
  const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  const own = shortSource(source);
  const slash = own.lastIndexOf('/');
  return slash === -1 ? own : own.slice(0, slash);
}

/** Sum shares by key, largest first; ties by name so the order is stable. */
function totals(shares: Iterable<SourceShare>, key: (source: string) => string): SourceShare[] {
  const sums = new Map<string, number>();
  for (const s of shares) sums.set(key(s.source), (sums.get(key(s.source)) ?? 0) + s.gzipBytes);
  return [...sums]
    .map(([source, gzipBytes]) => ({ source, gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.source.localeCompare(b.source));
}

export interface BreakdownOptions {
  chunks?: number;
  sourcesPerChunk?: number;
  modules?: number;
  packages?: number;
  /** The first line; by default `largest chunks (of N, gzip kB):`. */
  title?: string;
}

/**
 * What a route pulls in, for a developer: its largest chunks (with their largest modules when known),
 * then, when the sources are known, its largest modules and packages over all its chunks.
 */
export function formatBreakdown(chunks: readonly ChunkWeight[], options: BreakdownOptions = {}): string[] {
  const { chunks: maxChunks = 6, sourcesPerChunk = 3, modules: maxModules = 10, packages: maxPackages = 8 } = options;
  const byWeight = [...chunks].sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
  const lines = [`  ${options.title ?? `largest chunks (of ${chunks.length}, gzip kB):`}`];
  for (const c of byWeight.slice(0, maxChunks)) {
    const name = c.file.replace(/^static\/chunks\//, '');
    const inner = totals(c.sources ?? [], (s) => s)
      .slice(0, sourcesPerChunk)
      .map((s) => `${shortSource(s.source)} ${kB(s.gzipBytes)}`);
    const what = inner.length > 0 ? `: ${inner.join(', ')}` : '';
    lines.push(`    ${kB(c.gzipBytes).padStart(6)}  ${name}${c.shared ? ' (shared by every route)' : ''}${what}`);
  }
  const shares = chunks.flatMap((c) => c.sources ?? []);
  if (shares.length > 0) {
    lines.push(`  largest modules (gzip kB, each module's share of its chunk):`);
    for (const m of totals(shares, (s) => s).slice(0, maxModules)) {
      lines.push(`    ${kB(m.gzipBytes).padStart(6)}  ${shortSource(m.source)}`);
    }
    lines.push(`  largest packages and source folders (gzip kB):`);
    for (const p of totals(shares, packageOf).slice(0, maxPackages)) {
      lines.push(`    ${kB(p.gzipBytes).padStart(6)}  ${p.source}`);
    }
  }
  return lines;
}

/** `[project]/node_modules/zod/v4/a.js [app-client] (ecmascript)` -> `node_modules/zod/v4/a.js`. */
function shortSource(source: string): string {
  return source.replace(/^\[[^\]]+\]\//, '').replace(/ \[.*$/, '');
}
