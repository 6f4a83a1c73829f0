/**
 * CPU profile of the API under load, for the "API cost per request" work (docs/benchmarks.md):
 * starts the API as the bench does, with bench/cpu-profile-preload.mjs, signs a user in, warms up,
 * then profiles each route under autocannon (64 connections) and prints where the time went: self
 * time by function and time by package/file including callees.
 *
 *   npx tsx bench/profile-api.ts [server_time|wallet|healthz|bare ...]   # default: server_time wallet bare
 *   PROFILE_SECONDS=10 PROFILE_TOP=40 npx tsx bench/profile-api.ts wallet
 *   PROFILE_CPU=off npx tsx bench/profile-api.ts   # only CPU time per request, no profiler
 *
 * CPU time per request (from /proc) is the figure to compare trees by on a busy machine: requests per
 * second move with what else runs, the server's own CPU time per request much less.
 *
 * The .cpuprofile files stay in the printed directory (open them in Chrome DevTools or speedscope).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Options } from 'autocannon';
import { commonHeaders, signedIn, startApi, startBare } from './api';
import { type CpuProfile, summarize } from './cpu-profile-summary';
import { cpuMicros, removeOnExit, type ServerProcess } from './proc';

const repoRoot = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
/** PROFILE_CPU=off: no V8 profile, only the process's CPU time per request (cheaper, less disturbed). */
const profiling = process.env.PROFILE_CPU !== 'off';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'profile-api-'));
removeOnExit(dataDir);
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'cpu-profiles-'));
const profiled = {
  NODE_OPTIONS: `--import ${path.join(repoRoot, 'bench/cpu-profile-preload.mjs')}`,
  CPU_PROFILE_DIR: profileDir,
};
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['server_time', 'wallet', 'bare'];
const api = await startApi(repoRoot, dataDir, profiled);
const bare = chosen.includes('bare') ? await startBare(repoRoot, profiled) : undefined;
try {
  const routes: Record<string, () => Promise<Options & { server: ServerProcess }>> = {
    healthz: async () => ({ server: api, url: `${api.url}/healthz` }),
    server_time: async () => ({ server: api, url: `${api.url}/api/server_time`, headers: commonHeaders() }),
    wallet: async () => ({
      server: api,
      url: `${api.url}/wallet/get_wallet_info`,
      method: 'POST',
      body: '{}',
      headers: { ...commonHeaders(), 'content-type': 'application/json', ...(await signedIn(api.url)) },
    }),
    bare: async () => ({ server: bare as ServerProcess, url: `${bare?.url}/` }),
  };
  for (const name of chosen) {
    const make = routes[name];
    if (!make) throw new Error(`unknown route ${name}: one of ${Object.keys(routes).join(', ')}`);
    const { server, ...options } = await make();
    const pid = server.child.pid as number;
    await autocannon({ ...options, connections: 64, duration: 2 });
    const before = new Set(await readdir(profileDir));
    if (profiling) {
      process.kill(pid, 'SIGUSR2');
      await sleep(200);
    }
    const cpuBefore = await cpuMicros(pid);
    const result = await autocannon({ ...options, connections: 64, duration: seconds });
    const cpu = (await cpuMicros(pid)) - cpuBefore;
    const perRequest = `${(cpu / result.requests.total).toFixed(1)} µs of CPU per request`;
    if (!profiling) {
      console.log(`== ${name}: ${Math.round(result.requests.mean)} req/s, non-2xx ${result.non2xx}; ${perRequest}`);
      continue;
    }
    process.kill(pid, 'SIGUSR2');
    let file: string | undefined;
    for (let i = 0; i < 50 && !file; i++) {
      await sleep(200);
      file = (await readdir(profileDir)).find((f) => !before.has(f));
    }
    if (!file) throw new Error('no profile was written');
    await sleep(300);
    const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as CpuProfile;
    console.log(`\n== ${name}: ${Math.round(result.requests.mean)} req/s, non-2xx ${result.non2xx}; ${perRequest}`);
    console.log(`profile: ${profileDir}/${file}`);
    console.log(summarize(profile, result.requests.total));
  }
} finally {
  await api.stop();
  await bare?.stop();
  await rm(dataDir, { recursive: true, force: true });
  if (!profiling) await rm(profileDir, { recursive: true, force: true });
}
