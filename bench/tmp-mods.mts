import { readFileSync } from 'node:fs';
import { analyzeDataFile } from './page-modules';
const f = analyzeDataFile('apps/web/.next', process.argv[2] ?? '/[locale]');
const buf = readFileSync(f); const n = buf.readUInt32BE(0); const h = JSON.parse(buf.subarray(4, 4 + n).toString());
const groups = (h.chunk_groups ?? []).filter((g: any) => g.kind === 'bootstrap' || g.kind === 'render_dependent');
const files = new Set(groups.flatMap((g: any) => g.output_file_indices));
const by = new Map<string, number>();
const full = (i: number): string => { const s = h.sources[i]; return s.parent_source_index == null ? s.path : full(s.parent_source_index) + '/' + s.path; };
for (const p of h.chunk_parts) if (files.has(p.output_file_index)) { const k = full(p.source_index); by.set(k, (by.get(k) ?? 0) + p.compressed_size); }
const arr = [...by.entries()].sort((a, b) => b[1] - a[1]);
console.log('total', (arr.reduce((s, [, v]) => s + v, 0) / 1024).toFixed(1));
for (const [k, v] of arr.filter(([k]) => !k.includes('node_modules')).slice(0, 40)) console.log((v / 1024).toFixed(2), k);
