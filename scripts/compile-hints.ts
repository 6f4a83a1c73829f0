/**
 * After `next build` (apps/web's `postbuild`, and the bench's own builds): marks the chunks that every
 * page runs as it loads with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` as the file's
 * first line (Chrome 136+; other engines read a comment).
 *
 * Why: V8 compiles a function lazily, on its first call, on the main thread, unless told it will run
 * at load. The framework's chunks (React DOM, Next's router and runtime) all run at load, so a page's
 * start paid their compilation inside its longest task: the hydration bootstrap took 34 ms of CPU in
 * one task on the signed-in wallet. With the hint V8 compiles them while streaming them, on a
 * background thread; the same task took 15 ms (docs/benchmarks.md, "Lighthouse, ninth pass"). Marked:
 * the large root main files (React DOM and Next's client, over MIN_HINTED_BYTES) and zod's chunk, which
 * every start-up loads (zodChunks). Not marked: a route's own chunks, which hold code that may never
 * run, and the small root files, which save little while a hint costs about 22 bytes of gzip on every
 * route's first load (home's budget is 155 kB to the byte).
 *
 * The file's source map, when there is one, is moved down by the added line. Running it twice changes
 * nothing.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** The smallest root main file worth a hint (raw bytes). */
export const MIN_HINTED_BYTES = 100_000;

/** The chunk with the hint as its first line (unchanged when it has it). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

interface SourceMapJson {
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/** A source map of the chunk moved one generated line down (plain maps and index maps with sections). */
export function shiftSourceMap(json: string): string {
  const map = JSON.parse(json) as SourceMapJson;
  if (map.sections) {
    for (const section of map.sections) section.offset.line += 1;
  } else if (typeof map.mappings === 'string') {
    map.mappings = `;${map.mappings}`;
  }
  return JSON.stringify(map);
}

/** The chunks every route loads (build-manifest.json's rootMainFiles), without the noModule polyfills. */
export function rootMainFiles(nextDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
    polyfillFiles?: string[];
  };
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  return (manifest.rootMainFiles ?? []).filter((f) => f.endsWith('.js') && !polyfills.has(f));
}

/** zod's core declares its classes by name: the chunk that holds this string holds zod. */
export const ZOD_CORE_MARK = '"$ZodType"';

/**
 * The chunks holding zod's core. Every page's start-up loads one (the splash's preload of the
 * configuration's contract, whose answer it parses), and zod's evaluation was the longest task after
 * the bootstrap: 17-19 ms of CPU, 8 ms with the hint.
 */
export function zodChunks(nextDir: string): string[] {
  const dir = path.join(nextDir, 'static/chunks');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') && readFileSync(path.join(dir, f), 'utf8').includes(ZOD_CORE_MARK))
    .map((f) => `static/chunks/${f}`);
}

/** Adds the hint to the large root main files and to zod's chunk in `nextDir`; returns the files it changed. */
export function addCompileHints(nextDir: string): string[] {
  const changed: string[] = [];
  const large = rootMainFiles(nextDir).filter((f) => statSync(path.join(nextDir, f)).size >= MIN_HINTED_BYTES);
  for (const file of new Set([...large, ...zodChunks(nextDir)])) {
    const full = path.join(nextDir, file);
    const code = readFileSync(full, 'utf8');
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    writeFileSync(full, hinted);
    const mapRef = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapRef && !mapRef.startsWith('data:') ? path.join(path.dirname(full), mapRef) : undefined;
    if (mapFile && existsSync(mapFile)) writeFileSync(mapFile, shiftSourceMap(readFileSync(mapFile, 'utf8')));
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const webDir = path.resolve(import.meta.dirname, '../apps/web');
  const nextDir = path.join(webDir, process.env.NEXT_DIST_DIR || '.next');
  const changed = addCompileHints(nextDir);
  console.log(
    `compile hints: ${changed.length} chunk(s) of apps/web/${path.basename(nextDir)} marked ${changed.join(' ')}`,
  );
}
