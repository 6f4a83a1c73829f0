/**
 * House games' RTP by simulation (issue 12): 1,000,000 rounds per game at its default parameters
 * (wheel: every risk) with a seeded float source, the simulated RTP against the paytable's exact one.
 * A row fails beyond 0.5 percentage points. A high-variance game (the slot, the high-risk wheel) has a
 * standard error near 0.5 pp at 1,000,000 rounds, where the check would be a coin toss: it is run
 * again with enough rounds that 0.5 pp is at least 4 standard errors (its one-round spread measured
 * by the first run), so a failing row means a wrong paytable or mapping, not bad luck. Part "rtp" of `npm run bench`; alone:
 * `npx tsx bench/house-rtp.ts [rounds]`.
 */
import { pathToFileURL } from 'node:url';
import { HOUSE_GAME_IDS, type HouseGameId, houseGame } from '@app/shared/fair/house-games';
import { simulateRtp } from '@app/shared/fair/seeded-floats';

export const RTP_TOLERANCE_PP = 0.5;
const DEFAULT_ROUNDS = 1_000_000;
const STANDARD_ERRORS_IN_TOLERANCE = 4;

export interface HouseRtpRow {
  game: string;
  params: string;
  rounds: number;
  theoreticalPct: number;
  simulatedPct: number;
  /** The simulated RTP's standard error, in percentage points. */
  standardErrorPp: number;
  roundsPerSecond: number;
  ok: boolean;
}

function cases(): { game: HouseGameId; params: unknown }[] {
  return HOUSE_GAME_IDS.flatMap((game): { game: HouseGameId; params: unknown }[] =>
    game === 'house-wheel'
      ? ['low', 'medium', 'high'].map((risk) => ({ game, params: { risk } }))
      : [{ game, params: houseGame(game).defaultParams }],
  );
}

export function measureHouseRtp(rounds = DEFAULT_ROUNDS): HouseRtpRow[] {
  return cases().map(({ game, params }, i) => {
    const engine = houseGame(game);
    const seed = 20_261_123 + i;
    let started = performance.now();
    let simulated = simulateRtp(engine, params, rounds, seed);
    const needed = Math.ceil(((STANDARD_ERRORS_IN_TOLERANCE * simulated.stdDev) / (RTP_TOLERANCE_PP / 100)) ** 2);
    if (needed > rounds) {
      started = performance.now();
      simulated = simulateRtp(engine, params, needed, seed);
    }
    const seconds = (performance.now() - started) / 1000;
    const theoreticalPct = engine.rtpFor(params) * 100;
    const simulatedPct = simulated.rtp * 100;
    return {
      game,
      params: JSON.stringify(params),
      rounds: simulated.rounds,
      theoreticalPct,
      simulatedPct,
      standardErrorPp: (simulated.stdDev / Math.sqrt(simulated.rounds)) * 100,
      roundsPerSecond: rounds / seconds,
      ok: Math.abs(simulatedPct - theoreticalPct) <= RTP_TOLERANCE_PP,
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = measureHouseRtp(Number(process.argv[2] ?? DEFAULT_ROUNDS));
  for (const r of rows) {
    process.stdout.write(
      `${r.game} ${r.params}, ${r.rounds.toLocaleString('en-US')} rounds: simulated ${r.simulatedPct.toFixed(3)} % vs theoretical ${r.theoreticalPct.toFixed(3)} % ` +
        `(SE ${r.standardErrorPp.toFixed(3)} pp, ${Math.round(r.roundsPerSecond).toLocaleString('en-US')} rounds/s) ${r.ok ? 'OK' : 'FAIL'}\n`,
    );
  }
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
}
