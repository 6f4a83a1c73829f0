/**
 * `npm run check:page-weight`: every app route's first-load JS (gzip) against its budget in
 * bench/page-budgets.json. Reads the production build of apps/web (.next, or NEXT_DIST_DIR) the way
 * the bench does (bench/pages.ts); builds nothing and starts no server, so run it after
 * `npm run build --workspace @app/web` (scripts/test.sh does, with `--analyze` for module sizes).
 *
 * Prints a table of every route (size, budget, headroom) and, for each route over its budget, its
 * largest chunks, modules and packages. Exits 1 when a route is over its budget, has no budget, or
 * a budget names a route the build does not have.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  attributeChunks,
  BUDGET_FILE,
  type ChunkWeight,
  compareBudgets,
  failures,
  formatBreakdown,
  formatTable,
  kB,
  parseBudgets,
} from '../bench/page-budget';
import { readAnalyzedChunks } from '../bench/page-modules';
import { nextDistDir, type PageWeightRow, readPageWeights, sizeOf } from '../bench/pages';

const repoRoot = path.resolve(import.meta.dirname, '..');
const distDir = nextDistDir();
const nextDir = path.join(repoRoot, 'apps/web', distDir);

if (!existsSync(path.join(nextDir, 'BUILD_ID'))) {
  console.error(
    `page weights: no production build in apps/web/${distDir}. Build it first: npm run build --workspace @app/web -- --analyze`,
  );
  process.exit(1);
}

const budgets = parseBudgets(readFileSync(path.join(repoRoot, BUDGET_FILE), 'utf8'));
const weights = readPageWeights(nextDir);
const result = compareBudgets(weights.routes, budgets);

console.log(
  `page weights of apps/web/${distDir} (build ${readFileSync(path.join(nextDir, 'BUILD_ID'), 'utf8').trim()}): first-load JS, gzip level 9, 1 kB = 1000 bytes; budgets from ${BUDGET_FILE}`,
);
for (const line of formatTable(result)) console.log(`  ${line}`);

const sharedFiles = new Set(weights.shared.files);
/** Chunks already broken down for an earlier route: later routes list only their other chunks. */
const listed = new Map<string, string>();
function breakdown(row: PageWeightRow): string[] {
  const chunks: ChunkWeight[] = row.files.map((file) => {
    const size = sizeOf(nextDir, file);
    return { file, rawBytes: size.raw, gzipBytes: size.gzip, shared: sharedFiles.has(file) };
  });
  const analyzed = readAnalyzedChunks(nextDir, row.route);
  const attributed = analyzed ? attributeChunks(chunks, analyzed) : chunks;
  const seen = attributed.filter((c) => listed.has(c.file));
  const fresh = attributed.filter((c) => !listed.has(c.file));
  for (const c of fresh) listed.set(c.file, row.route);
  const lines: string[] = [];
  if (seen.length > 0) {
    const earlier = [...new Set(seen.map((c) => listed.get(c.file)))].join(', ');
    const seenBytes = seen.reduce((sum, c) => sum + c.gzipBytes, 0);
    lines.push(
      `  ${seen.length} of its ${chunks.length} chunks (${kB(seenBytes)} kB) are listed above under ${earlier}.`,
    );
    if (fresh.length === 0) return lines;
  }
  const title = seen.length > 0 ? `its other chunks (${fresh.length}, gzip kB):` : undefined;
  lines.push(...formatBreakdown(fresh, { title }));
  const unknown = fresh.filter((c) => !c.sources).length;
  if (!analyzed) {
    lines.push(
      '  (no module sizes: this build was made without --analyze. Run `npm run build --workspace @app/web -- --analyze` and this check again to see the modules.)',
    );
  } else if (unknown > 0) {
    lines.push(`  (${unknown} chunk(s) could not be matched with the build's analysis: no module sizes for them.)`);
  }
  return lines;
}

if (result.ok) {
  console.log(`page weights: every route within its budget`);
} else {
  console.log('');
  for (const failure of failures(result)) {
    console.log(`FAIL ${failure.message}`);
    const row = weights.routes.find((r) => r.route === failure.route);
    if (row && failure.verdict === 'over budget') for (const line of breakdown(row)) console.log(line);
    console.log('');
  }
  process.exitCode = 1;
}
