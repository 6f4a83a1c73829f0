/**
 * Page weights: the JavaScript a browser downloads on the first visit of each app route, gzipped.
 *
 * Next 16 (Turbopack) no longer prints sizes after `next build`, so they are computed from the build
 * (apps/web/.next, or the folder NEXT_DIST_DIR names, as next.config.ts does):
 * - .next/server/app/<route>/page/build-manifest.json (or .next/build-manifest.json): `rootMainFiles`,
 *   the framework and runtime chunks every route loads, and `polyfillFiles` (loaded with noModule,
 *   which modern browsers skip, so left out of the figure);
 * - .next/server/app/<route>/page_client-reference-manifest.js: `entryJSFiles`, the client chunks of
 *   each segment of the route (root layout, [locale] layout, error and not-found boundaries, page).
 * A route's first-load JS is the de-duplicated union of the two; each file is gzipped with node:zlib
 * at level 9. The set is cross-checked against the <script src> tags that `next start` serves.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { addCompileHints } from '../scripts/compile-hints';
import { devProductionSecrets } from '../scripts/dev-secrets';
import { freePort, runToCompletion, type ServerProcess, startServer } from './proc';

export const GZIP_LEVEL = 9;
const EXPECTED_ROUTES: readonly string[] = ['/[locale]', '/[locale]/[...rest]', '/_not-found'];
/** The route whose computed chunk set is compared with the served HTML, and the URL that renders it. */
export const CROSS_CHECK = { route: '/[locale]', url: '/en-US' } as const;

export interface PageWeightRow {
  route: string;
  /** Files under .next/, e.g. static/chunks/abc.js, sorted. */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export interface CrossCheck {
  route: string;
  url: string;
  ok: boolean;
  /** Module scripts the HTML loads. */
  served: string[];
  /** In the computed set but not in the HTML. */
  missing: string[];
  /** In the HTML but not in the computed set. */
  extra: string[];
  /** noModule scripts in the HTML (expected: exactly the manifest's polyfillFiles). */
  noModule: string[];
  polyfillsMatch: boolean;
}

export interface PageWeights {
  /** The build folder under apps/web (NEXT_DIST_DIR, default .next). */
  distDir: string;
  buildId: string;
  builtAt: Date;
  built: boolean;
  /** rootMainFiles without polyfills: loaded by every route. */
  shared: PageWeightRow;
  routes: PageWeightRow[];
  polyfillFiles: string[];
  polyfillGzipBytes: number;
  crossCheck: CrossCheck | { route: string; url: string; error: string };
}

interface BuildManifest {
  rootMainFiles?: string[];
  polyfillFiles?: string[];
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The manifest is a script that assigns globalThis.__RSC_MANIFEST[page]; run it in a sandbox. */
function readClientReferenceManifest(file: string, page: string): ClientReferenceManifest {
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
  const manifest = sandbox.__RSC_MANIFEST?.[page];
  if (!manifest) throw new Error(`${file} does not define __RSC_MANIFEST["${page}"]`);
  return manifest;
}

const sizes = new Map<string, { raw: number; gzip: number }>();
/** A build file's size in bytes, raw and gzipped at GZIP_LEVEL (`file` relative to `nextDir`, e.g. static/chunks/a.js). */
export function sizeOf(nextDir: string, file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(path.join(nextDir, file));
    size = { raw: content.length, gzip: gzipSync(content, { level: GZIP_LEVEL }).length };
    sizes.set(file, size);
  }
  return size;
}

function weigh(nextDir: string, route: string, files: Iterable<string>): PageWeightRow {
  const sorted = [...new Set(files)].sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of sorted) {
    const size = sizeOf(nextDir, file);
    rawBytes += size.raw;
    gzipBytes += size.gzip;
  }
  return { route, files: sorted, rawBytes, gzipBytes };
}

/** `/_next/static/chunks/a.js?dpl=x` -> `static/chunks/a.js` */
function toBuildPath(src: string): string {
  const pathname = new URL(src, 'http://localhost').pathname;
  return decodeURIComponent(pathname.replace(/^\/_next\//, ''));
}

export function scriptsOf(html: string): { module: string[]; noModule: string[] } {
  const module: string[] = [];
  const noModule: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const value = src?.[1] ?? src?.[2];
    if (!value) continue;
    (/\snomodule\b/i.test(tag) ? noModule : module).push(toBuildPath(value));
  }
  return { module: [...new Set(module)].sort(), noModule: [...new Set(noModule)].sort() };
}

/** The build folder of apps/web: NEXT_DIST_DIR (as next.config.ts reads it), default .next. */
export function nextDistDir(): string {
  return process.env.NEXT_DIST_DIR || '.next';
}

export interface NextStartOptions {
  webDir: string;
  /** Port to listen on (127.0.0.1); a free one when absent. */
  port?: number;
  /** The API the pages call (API_BASE_URL); by default an address where nothing listens. */
  apiBaseUrl?: string;
  /** The path polled until it answers 2xx. */
  readyPath: string;
}

/** `next start` of the production build in NEXT_DIST_DIR, on 127.0.0.1, as its own process group. */
export async function startNext(options: NextStartOptions): Promise<ServerProcess> {
  const nextBin = createRequire(path.join(options.webDir, 'package.json')).resolve('next/dist/bin/next');
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  return startServer({
    name: 'next start',
    command: process.execPath,
    args: [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)],
    cwd: options.webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The secrets production refuses to start without, at their public development values.
      ...devProductionSecrets(),
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: nextDistDir(),
      API_BASE_URL: options.apiBaseUrl ?? 'http://127.0.0.1:1',
    },
    readyUrl: `${url}${options.readyPath}`,
    url,
  });
}

async function crossCheck(
  webDir: string,
  expected: PageWeightRow,
  polyfillFiles: string[],
  log: (line: string) => void,
): Promise<CrossCheck> {
  const server = await startNext({ webDir, readyPath: CROSS_CHECK.url });
  const url = server.url;
  log(`cross-check: next start on ${url}, fetching ${CROSS_CHECK.url}`);
  try {
    const res = await fetch(`${url}${CROSS_CHECK.url}`, { signal: AbortSignal.timeout(15_000) });
    const html = await res.text();
    if (!res.ok) throw new Error(`${CROSS_CHECK.url} answered HTTP ${res.status}`);
    const scripts = scriptsOf(html);
    const served = new Set(scripts.module);
    const computed = new Set(expected.files);
    const missing = expected.files.filter((f) => !served.has(f));
    const extra = scripts.module.filter((f) => !computed.has(f));
    const polyfillsMatch =
      scripts.noModule.length === polyfillFiles.length && polyfillFiles.every((f) => scripts.noModule.includes(f));
    return {
      route: CROSS_CHECK.route,
      url: CROSS_CHECK.url,
      ok: missing.length === 0 && extra.length === 0,
      served: scripts.module,
      missing,
      extra,
      noModule: scripts.noModule,
      polyfillsMatch,
    };
  } finally {
    await server.stop();
  }
}

/** The first-load JS of a build (the folder apps/web/<distDir>), read from its manifests; starts nothing. */
export type BuildPageWeights = Pick<PageWeights, 'shared' | 'routes' | 'polyfillFiles' | 'polyfillGzipBytes'>;

/**
 * Every app page of the build in `nextDir` (apps/web/.next) with its first-load JS: only reads the
 * build's manifests and chunks. The bench (measurePageWeights) and the page-weight budget check
 * (scripts/check-page-weight.ts) both use it.
 */
export function readPageWeights(nextDir: string): BuildPageWeights {
  const rootManifest = readJson<BuildManifest>(path.join(nextDir, 'build-manifest.json'));
  const appPaths = readJson<Record<string, string>>(path.join(nextDir, 'app-path-routes-manifest.json'));
  // Pages only (not route handlers such as /icon.svg); /_global-error is an error fallback, not a route.
  const pages = Object.entries(appPaths).filter(
    ([page, route]) => page.endsWith('/page') && route !== '/_global-error',
  );

  const allPolyfills = new Set(rootManifest.polyfillFiles ?? []);
  const routes: PageWeightRow[] = [];
  for (const [page, route] of pages) {
    const perRouteFile = path.join(nextDir, 'server/app', page, 'build-manifest.json');
    const buildManifest = existsSync(perRouteFile) ? readJson<BuildManifest>(perRouteFile) : rootManifest;
    const polyfills = new Set(buildManifest.polyfillFiles ?? []);
    for (const f of polyfills) allPolyfills.add(f);
    const rsc = readClientReferenceManifest(
      path.join(nextDir, 'server/app', `${page}_client-reference-manifest.js`),
      page,
    );
    const files = [...(buildManifest.rootMainFiles ?? []), ...Object.values(rsc.entryJSFiles ?? {}).flat()].filter(
      (f) => f.endsWith('.js') && !polyfills.has(f),
    );
    routes.push(weigh(nextDir, route, files));
  }
  const rank = (route: string) => {
    const i = EXPECTED_ROUTES.indexOf(route);
    return i === -1 ? EXPECTED_ROUTES.length : i;
  };
  routes.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));

  const shared = weigh(
    nextDir,
    'shared by all',
    (rootManifest.rootMainFiles ?? []).filter((f) => !allPolyfills.has(f)),
  );
  const polyfillFiles = [...allPolyfills].sort();
  const polyfillGzipBytes = polyfillFiles.reduce((sum, f) => sum + sizeOf(nextDir, f).gzip, 0);
  return { shared, routes, polyfillFiles, polyfillGzipBytes };
}

export interface PageWeightOptions {
  repoRoot: string;
  /** Build even when a build exists (BENCH_BUILD=1). */
  forceBuild: boolean;
  log: (line: string) => void;
}

export async function measurePageWeights(options: PageWeightOptions): Promise<PageWeights> {
  const { repoRoot, forceBuild, log } = options;
  const webDir = path.join(repoRoot, 'apps/web');
  const nextDir = path.join(webDir, nextDistDir());
  const buildIdFile = path.join(nextDir, 'BUILD_ID');

  let built = false;
  if (forceBuild || !existsSync(buildIdFile)) {
    log(`building apps/web (next build into ${nextDistDir()})`);
    await runToCompletion('npx', ['next', 'build'], webDir, {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: nextDistDir(),
    });
    // As apps/web's postbuild does after `npm run build` (scripts/compile-hints.ts).
    addCompileHints(nextDir);
    built = true;
  }

  const { shared, routes, polyfillFiles, polyfillGzipBytes } = readPageWeights(nextDir);
  for (const expected of EXPECTED_ROUTES) {
    if (!routes.some((r) => r.route === expected)) throw new Error(`the build has no ${expected} page`);
  }

  const target = routes.find((r) => r.route === CROSS_CHECK.route);
  let check: PageWeights['crossCheck'];
  try {
    if (!target) throw new Error(`no ${CROSS_CHECK.route} route`);
    check = await crossCheck(webDir, target, polyfillFiles, log);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`cross-check failed: ${message}`);
    check = { route: CROSS_CHECK.route, url: CROSS_CHECK.url, error: message.split('\n')[0] ?? message };
  }

  return {
    distDir: nextDistDir(),
    buildId: readFileSync(buildIdFile, 'utf8').trim(),
    builtAt: statSync(buildIdFile).mtime,
    built,
    shared,
    routes,
    polyfillFiles,
    polyfillGzipBytes,
    crossCheck: check,
  };
}
