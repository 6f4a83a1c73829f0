/**
 * The draws' odds by simulation (issue 13): 100,000 draws of each prize table of the data file
 * (apps/api/src/modules/lucky/data/prizes.json) through the real derivation (HMAC-SHA256 floats of a
 * fixed server seed, nonces 0 ... n-1) and the weighted pick the server uses, no HTTP; prints each
 * prize's observed against its configured frequency and the table's chi-square. A table fails when its
 * chi-square passes the 0.1 % point (a correct engine does so once in a thousand seeds; the seed is
 * fixed, so the verdict is the same every run). Part "lucky-odds" of `npm run bench`; alone:
 * `npx tsx bench/lucky-odds.ts [draws]`.
 */
import { pathToFileURL } from 'node:url';
import { roundFloats, sha256Hex } from '@app/shared/fair/derivation';
import { pickWeighted, probabilities } from '@app/shared/fair/weighted-pick';
import { DRAW_GAMES } from '@app/shared/luckybear/draw-games';
import { SEED_PRIZES } from '../apps/api/src/modules/lucky';

const DEFAULT_DRAWS = 100_000;

/** Upper 0.1 % points of chi-square by degrees of freedom (1-23: up to 24 prizes a table). */
const CHI2_999 = [
  0, 10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877, 29.588, 31.264, 32.909, 34.528, 36.123,
  37.697, 39.252, 40.79, 42.312, 43.82, 45.315, 46.797, 48.268, 49.728,
];

export interface LuckyOddsRow {
  game: string;
  draws: number;
  prizes: { id: string; configured: number; observed: number }[];
  chiSquare: number;
  critical: number;
  drawsPerSecond: number;
  ok: boolean;
}

export async function measureLuckyOdds(draws = DEFAULT_DRAWS): Promise<LuckyOddsRow[]> {
  const rows: LuckyOddsRow[] = [];
  for (const game of DRAW_GAMES) {
    const table = SEED_PRIZES.filter((p) => p.game === game).sort(
      (a, b) => a.position - b.position || (a.id < b.id ? -1 : 1),
    );
    const weights = table.map((p) => p.weight);
    const configured = probabilities(weights);
    const counts = new Array<number>(table.length).fill(0);
    const serverSeed = await sha256Hex(`lucky-odds ${game}`);
    const started = performance.now();
    for (let nonce = 0; nonce < draws; nonce++) {
      const [float] = await roundFloats({ serverSeed, clientSeed: 'bench', nonce, count: 1 });
      const i = pickWeighted(float as number, weights);
      counts[i] = (counts[i] ?? 0) + 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const chiSquare = configured.reduce((sum, p, i) => sum + ((counts[i] ?? 0) - draws * p) ** 2 / (draws * p), 0);
    const critical = CHI2_999[table.length - 1] ?? Number.POSITIVE_INFINITY;
    rows.push({
      game,
      draws,
      prizes: table.map((p, i) => ({
        id: p.id,
        configured: configured[i] as number,
        observed: (counts[i] ?? 0) / draws,
      })),
      chiSquare,
      critical,
      drawsPerSecond: draws / seconds,
      ok: chiSquare < critical,
    });
  }
  return rows;
}

const pct = (x: number) => `${(x * 100).toFixed(3)} %`;

/** The rows as a markdown table: one line per prize, the verdict per table. */
export function renderLuckyOdds(rows: LuckyOddsRow[]): string {
  const lines = ['| draw | prize | configured | observed | Δ (pp) |', '|---|---|---|---|---|'];
  for (const r of rows) {
    for (const p of r.prizes) {
      lines.push(
        `| ${r.game} | ${p.id} | ${pct(p.configured)} | ${pct(p.observed)} | ${((p.observed - p.configured) * 100).toFixed(3)} |`,
      );
    }
    lines.push(
      `| ${r.game} | **${r.ok ? 'OK' : 'FAIL'}** | ${r.draws.toLocaleString('en-US')} draws | χ² = ${r.chiSquare.toFixed(2)} (df ${r.prizes.length - 1}, 0.1 % point ${r.critical}) | ${Math.round(r.drawsPerSecond).toLocaleString('en-US')} draws/s |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const draws = Number(process.argv[2] ?? DEFAULT_DRAWS);
  measureLuckyOdds(draws).then(
    (rows) => {
      process.stdout.write(renderLuckyOdds(rows));
      process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
    },
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
