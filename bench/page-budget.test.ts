import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type AnalyzedChunk,
  attributeChunks,
  BUDGET_FILE,
  type ChunkWeight,
  compareBudgets,
  failures,
  formatBreakdown,
  formatTable,
  packageOf,
  parseBudgets,
} from './page-budget';

describe('parseBudgets', () => {
  it('reads kB gzip as bytes and skips $ keys', () => {
    const budgets = parseBudgets('{ "$comment": "units", "/[locale]": 155, "/x": 0.5, "/y": 174.25 }');
    expect([...budgets]).toEqual([
      ['/[locale]', 155_000],
      ['/x', 500],
      ['/y', 174_250],
    ]);
  });

  it.each([
    ['{ "/a": "155" }', /budget of "\/a" must be a positive number/],
    ['{ "/a": 0 }', /budget of "\/a" must be a positive number/],
    ['{ "/a": -1 }', /budget of "\/a" must be a positive number/],
    ['{ "/a": null }', /budget of "\/a" must be a positive number/],
    ['{ "home": 155 }', /"home" is not a route/],
    ['[155]', /must be an object/],
    ['{ "/a": 155, }', /not valid JSON/],
  ])('rejects %s', (text, message) => {
    expect(() => parseBudgets(text, 'budgets.json')).toThrow(message);
  });

  it('the committed budget file records the targets (home 155 kB, every other route 175 kB) and no budget is above its target', () => {
    const text = readFileSync(new URL('./page-budgets.json', import.meta.url), 'utf8');
    expect(JSON.parse(text).$targets).toEqual({ '/[locale]': 155, '*': 175 });
    const budgets = parseBudgets(text);
    expect(budgets.size).toBeGreaterThan(1);
    for (const [route, bytes] of budgets) {
      const target = route === '/[locale]' ? 155_000 : 175_000;
      expect(bytes, route).toBeLessThanOrEqual(target);
    }
  });
});

describe('compareBudgets', () => {
  const budgets = new Map([
    ['/[locale]', 155_000],
    ['/[locale]/wallet', 175_000],
    ['/[locale]/gone', 175_000],
  ]);

  it('passes a route at exactly its budget and fails one a byte over', () => {
    const atBudget = compareBudgets([{ route: '/[locale]', gzipBytes: 155_000 }], new Map([['/[locale]', 155_000]]));
    expect(atBudget.ok).toBe(true);
    expect(atBudget.rows[0]).toMatchObject({ verdict: 'ok', headroomBytes: 0 });
    const over = compareBudgets([{ route: '/[locale]', gzipBytes: 155_001 }], new Map([['/[locale]', 155_000]]));
    expect(over.ok).toBe(false);
    expect(over.rows[0]).toMatchObject({ verdict: 'over budget', headroomBytes: -1, budgetBytes: 155_000 });
  });

  it('fails a route of the build without budget and a budget without route', () => {
    const result = compareBudgets(
      [
        { route: '/[locale]', gzipBytes: 150_000 },
        { route: '/[locale]/wallet', gzipBytes: 100_000 },
        { route: '/[locale]/new', gzipBytes: 120_000 },
      ],
      budgets,
    );
    expect(result.ok).toBe(false);
    expect(result.rows.map((r) => [r.route, r.verdict, r.headroomBytes])).toEqual([
      ['/[locale]', 'ok', 5_000],
      ['/[locale]/wallet', 'ok', 75_000],
      ['/[locale]/new', 'no budget', undefined],
    ]);
    expect(result.stale).toEqual([{ route: '/[locale]/gone', budgetBytes: 175_000 }]);
  });

  it('fails on a budget left over even when every route keeps its budget', () => {
    const result = compareBudgets(
      [
        { route: '/[locale]', gzipBytes: 1 },
        { route: '/[locale]/wallet', gzipBytes: 1 },
      ],
      budgets,
    );
    expect(result.rows.every((r) => r.verdict === 'ok')).toBe(true);
    expect(result.ok).toBe(false);
    expect(failures(result).map((f) => [f.route, f.verdict])).toEqual([['/[locale]/gone', 'no such route']]);
  });

  it('passes when every route has a budget it keeps and no budget is left over', () => {
    const result = compareBudgets(
      [
        { route: '/[locale]', gzipBytes: 1 },
        { route: '/[locale]/wallet', gzipBytes: 175_000 },
        { route: '/[locale]/gone', gzipBytes: 2 },
      ],
      budgets,
    );
    expect(result.ok).toBe(true);
    expect(result.stale).toEqual([]);
    expect(failures(result)).toEqual([]);
  });
});

describe('messages', () => {
  const result = compareBudgets(
    [
      { route: '/[locale]', gzipBytes: 268_912 },
      { route: '/[locale]/wallet', gzipBytes: 170_000 },
      { route: '/[locale]/new', gzipBytes: 123_456 },
    ],
    new Map([
      ['/[locale]', 155_000],
      ['/[locale]/wallet', 175_000],
      ['/[locale]/old', 175_000],
    ]),
  );

  it('names the route, its size, its budget and the excess; tells how to add or remove a budget', () => {
    expect(failures(result).map((f) => [f.route, f.verdict])).toEqual([
      ['/[locale]', 'over budget'],
      ['/[locale]/new', 'no budget'],
      ['/[locale]/old', 'no such route'],
    ]);
    expect(failures(result).map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^\/\[locale\]: first-load JS is 268\.9 kB gzip, over its budget of 155\.0 kB by 113\.9 kB/,
      ),
      expect.stringMatching(
        new RegExp(
          `^/\\[locale\\]/new: the build has this route but ${BUDGET_FILE} gives it no budget\\. Add "/\\[locale\\]/new": <kB gzip> \\(it is 123\\.5 kB now`,
        ),
      ),
      expect.stringMatching(
        /^\/\[locale\]\/old: .* has a budget \(175\.0 kB\) for a route the build does not have\. Remove it/,
      ),
    ]);
  });

  it('prints every route with size, budget, signed headroom and verdict, columns aligned', () => {
    const table = formatTable(result);
    expect(table).toEqual([
      'route             first-load JS kB  budget kB  headroom kB  verdict',
      '/[locale]                    268.9      155.0       -113.9  OVER BUDGET',
      '/[locale]/wallet             170.0      175.0         +5.0  ok',
      '/[locale]/new                123.5          -            -  NO BUDGET',
      '/[locale]/old                    -      175.0            -  NO SUCH ROUTE',
    ]);
  });
});

describe('breakdown', () => {
  it('maps sources to packages and source folders', () => {
    expect(packageOf('[project]/node_modules/zod/v4/core/schemas.js [app-client] (ecmascript)')).toBe('zod');
    expect(packageOf('[project]/node_modules/@tma.js/sdk/dist/index.js')).toBe('@tma.js/sdk');
    expect(packageOf('[project]/node_modules/next/node_modules/@swc/helpers/esm/x.js')).toBe('@swc/helpers');
    expect(packageOf('[project]/apps/web/src/shell/startup/Splash.tsx')).toBe('apps/web/src/shell/startup');
    expect(packageOf('[project]/packages/shared/src/core/envelope.ts')).toBe('packages/shared/src/core');
    expect(packageOf('[project]/apps/web/src/app/layout.tsx')).toBe('apps/web/src/app');
  });

  const chunks: ChunkWeight[] = [
    {
      file: 'static/chunks/small.js',
      rawBytes: 0,
      gzipBytes: 2_000,
      shared: false,
      sources: [{ source: '[project]/apps/web/src/features/home/Home.tsx', gzipBytes: 2_000 }],
    },
    {
      file: 'static/chunks/big.js',
      rawBytes: 0,
      gzipBytes: 50_000,
      shared: true,
      sources: [
        { source: '[project]/node_modules/react-dom/cjs/client.js', gzipBytes: 40_000 },
        { source: '[project]/node_modules/zod/v4/a.js', gzipBytes: 6_000 },
        { source: '[project]/node_modules/zod/v4/b.js', gzipBytes: 4_000 },
      ],
    },
    {
      file: 'static/chunks/mid.js',
      rawBytes: 0,
      gzipBytes: 12_000,
      shared: false,
      sources: [
        { source: '[project]/node_modules/zod/v4/a.js', gzipBytes: 1_000 },
        { source: '[project]/apps/web/src/features/home/Home.tsx', gzipBytes: 11_000 },
      ],
    },
  ];

  it('lists the largest chunks first with their largest sources, then modules and packages over all chunks', () => {
    expect(formatBreakdown(chunks, { chunks: 2, sourcesPerChunk: 2, modules: 3, packages: 2 })).toEqual([
      '  largest chunks (of 3, gzip kB):',
      '      50.0  big.js (shared by every route): node_modules/react-dom/cjs/client.js 40.0, node_modules/zod/v4/a.js 6.0',
      '      12.0  mid.js: apps/web/src/features/home/Home.tsx 11.0, node_modules/zod/v4/a.js 1.0',
      "  largest modules (gzip kB, each module's share of its chunk):",
      '      40.0  node_modules/react-dom/cjs/client.js',
      '      13.0  apps/web/src/features/home/Home.tsx',
      '       7.0  node_modules/zod/v4/a.js',
      '  largest packages and source folders (gzip kB):',
      '      40.0  react-dom',
      '      13.0  apps/web/src/features/home',
    ]);
  });

  it('lists only the chunks when the build has no module sizes', () => {
    const lines = formatBreakdown([
      { file: 'static/chunks/a.js', rawBytes: 9_000, gzipBytes: 3_000, shared: false },
      { file: 'static/chunks/b.js', rawBytes: 30_000, gzipBytes: 9_000, shared: true },
    ]);
    expect(lines).toEqual([
      '  largest chunks (of 2, gzip kB):',
      '       9.0  b.js (shared by every route)',
      '       3.0  a.js',
    ]);
  });
});

describe('attributeChunks', () => {
  const emitted = (file: string, rawBytes: number, gzipBytes: number): ChunkWeight => ({
    file: `static/chunks/${file}`,
    rawBytes,
    gzipBytes,
    shared: false,
  });
  const analyzed = (name: string, rawBytes: number, parts: [string, number][]): AnalyzedChunk => ({
    name,
    rawBytes,
    parts: parts.map(([source, compressedBytes]) => ({ source, compressedBytes })),
  });

  it('pairs each emitted chunk with the analyzed chunk closest in size and scales module shares to its gzip size', () => {
    const result = attributeChunks(
      [emitted('react.js', 229_490, 70_000), emitted('zod.js', 129_544, 30_000), emitted('page.js', 600, 400)],
      [
        analyzed('x1.js', 128_687, [
          ['zod/a.js', 300],
          ['zod/b.js', 100],
        ]),
        analyzed('x2.js', 229_401, [['react-dom.js', 1_000]]),
        analyzed('x3.js', 498, [['Page.tsx', 50]]),
      ],
    );
    expect(result.map((c) => c.sources)).toEqual([
      [{ source: 'react-dom.js', gzipBytes: 70_000 }],
      [
        { source: 'zod/a.js', gzipBytes: 22_500 },
        { source: 'zod/b.js', gzipBytes: 7_500 },
      ],
      [{ source: 'Page.tsx', gzipBytes: 400 }],
    ]);
  });

  it('leaves a chunk without sources when no analyzed chunk is near its size, and uses each analyzed chunk once', () => {
    const result = attributeChunks(
      [emitted('a.js', 100_000, 30_000), emitted('b.js', 100_100, 30_000), emitted('c.js', 50_000, 10_000)],
      [analyzed('x.js', 100_050, [['m.js', 10]]), analyzed('y.js', 40_000, [['n.js', 10]])],
    );
    // b.js is the larger, so it is paired first and takes x.js; a.js finds nothing left near its size.
    expect(result.map((c) => [c.file, c.sources?.map((s) => s.source)])).toEqual([
      ['static/chunks/a.js', undefined],
      ['static/chunks/b.js', ['m.js']],
      ['static/chunks/c.js', undefined],
    ]);
  });
});
