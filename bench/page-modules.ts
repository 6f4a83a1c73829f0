/**
 * The modules in a route's first-load chunks, from the analysis `next build --analyze` writes next to
 * the build (.next/diagnostics/analyze/data/<route>/analyze.data; the emitted chunks are the same as
 * without the flag). Turbopack's production chunks carry numeric module ids only, no paths, so this is
 * the one source of module sizes. A plain `next build` leaves the folder out: then there is none.
 *
 * The file is a 4-byte big-endian length, a JSON header of that length, then binary tables; the header
 * alone says which source module contributes how many bytes to which output file (`chunk_parts`) and
 * which output files a route loads before it renders (`chunk_groups` of kind bootstrap and
 * render_dependent; `async` groups are lazy imports).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnalyzedChunk } from './page-budget';

interface AnalyzeHeader {
  sources: { path: string; parent_source_index: number | null }[];
  output_files: { filename: string }[];
  chunk_parts: { source_index: number; output_file_index: number; size: number; compressed_size: number }[];
  chunk_groups?: { kind: string; output_file_indices: number[] }[];
}

/** The groups a route loads before it renders; `async` groups are loaded on demand. */
const FIRST_LOAD_GROUPS = new Set(['bootstrap', 'render_dependent']);

export function analyzeDataFile(nextDir: string, route: string): string {
  return path.join(nextDir, 'diagnostics/analyze/data', route.replace(/^\//, ''), 'analyze.data');
}

function readHeader(file: string): AnalyzeHeader {
  const data = readFileSync(file);
  const length = data.readUInt32BE(0);
  if (length === 0 || length > data.length - 4) throw new Error(`${file}: bad analyzer header length`);
  const header = JSON.parse(data.toString('utf8', 4, 4 + length)) as AnalyzeHeader & { schema_version?: number };
  if (header.schema_version !== 1) throw new Error(`${file}: analyzer schema ${header.schema_version}, expected 1`);
  return header;
}

/**
 * The route's first-load JavaScript chunks as the analyzer saw them, or undefined when the build was
 * not made with `--analyze` (or the route has no analysis).
 */
export function readAnalyzedChunks(nextDir: string, route: string): AnalyzedChunk[] | undefined {
  const file = analyzeDataFile(nextDir, route);
  if (!existsSync(file)) return undefined;
  const header = readHeader(file);
  const { sources, output_files: outputs } = header;

  const paths: string[] = [];
  const pathOf = (i: number): string => {
    const cached = paths[i];
    if (cached !== undefined) return cached;
    const source = sources[i];
    if (!source) throw new Error(`${file}: no source ${i}`);
    const full = source.parent_source_index === null ? source.path : pathOf(source.parent_source_index) + source.path;
    paths[i] = full;
    return full;
  };

  const firstLoad = new Set(
    (header.chunk_groups ?? []).filter((g) => FIRST_LOAD_GROUPS.has(g.kind)).flatMap((g) => g.output_file_indices),
  );
  const chunks = new Map<number, AnalyzedChunk>();
  for (const part of header.chunk_parts) {
    const output = outputs[part.output_file_index]?.filename ?? '';
    // Client chunks are `[client-fs]/_next/static/chunks/<hash>.js`; server outputs and CSS are not first-load JS.
    if (!firstLoad.has(part.output_file_index) || !/\/static\/chunks\/[^/]+\.js$/.test(output)) continue;
    let chunk = chunks.get(part.output_file_index);
    if (!chunk) {
      chunk = { name: output.replace(/^.*\/static\/chunks\//, 'static/chunks/'), rawBytes: 0, parts: [] };
      chunks.set(part.output_file_index, chunk);
    }
    chunk.rawBytes += part.size;
    chunk.parts.push({ source: pathOf(part.source_index), compressedBytes: part.compressed_size });
  }
  return [...chunks.values()];
}
