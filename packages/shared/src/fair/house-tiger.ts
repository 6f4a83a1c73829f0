import { GameParamsError, type HouseGame, isRecord } from './engine';
import table from './paytables/house-tiger.json';

/**
 * "Tiger", a 5 x 3 video slot with 10 fixed paylines and the tiger as wild. Reel i stops at
 * floor(f_i x strip length); the window shows strip[(stop + row) mod length] for rows 0-2. A line pays
 * its symbol's 3/4/5-of-a-kind counted from the leftmost reel, the tiger standing in for any symbol;
 * a line of leading tigers pays whichever is more, the tiger's own pay or the symbol it completes.
 * The bet is spread evenly over the lines, so the round's multiplier = sum of line pays / 10.
 *
 * Exact RTP: a line's symbol on reel i, over the uniform stop, is distributed as reel i's symbol
 * counts, independently of the other reels; so every line has the same expected pay, found by
 * walking all 9^5 symbol combinations weighted by their counts, and the RTP is that line's
 * expectation (10 lines x 1/10 of the bet).
 */
export type TigerParams = Record<string, never>;

export interface TigerLineWin {
  line: number;
  symbol: string;
  count: number;
  pay: number;
}

export interface TigerOutcome {
  /** Each reel's stop: index of the top row's symbol in that reel's strip. */
  stops: number[];
  /** grid[reel][row], the symbols shown. */
  grid: string[][];
  lineWins: TigerLineWin[];
}

const pays: Record<string, Record<string, number>> = table.pays;

function payOf(symbol: string, count: number): number {
  return pays[symbol]?.[String(count)] ?? 0;
}

/** The pay of one line's five symbols, left to right. */
export function evaluateLine(symbols: readonly string[]): { symbol: string; count: number; pay: number } {
  const leadingWilds = symbols.findIndex((s) => s !== table.wild);
  if (leadingWilds === -1) return { symbol: table.wild, count: symbols.length, pay: payOf(table.wild, symbols.length) };
  const symbol = symbols[leadingWilds] as string;
  let count = leadingWilds;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === table.wild)) count++;
  const substituted = { symbol, count, pay: payOf(symbol, count) };
  const wildsOnly = { symbol: table.wild, count: leadingWilds, pay: payOf(table.wild, leadingWilds) };
  return wildsOnly.pay > substituted.pay ? wildsOnly : substituted;
}

function exactLineRtp(): number {
  const counts = table.reels.map((strip) => {
    const perSymbol = new Map<string, number>();
    for (const s of strip) perSymbol.set(s, (perSymbol.get(s) ?? 0) + 1);
    return [...perSymbol].map(([symbol, n]) => ({ symbol, p: n / strip.length }));
  });
  let expected = 0;
  const walk = (reel: number, line: string[], probability: number) => {
    if (reel === counts.length) {
      expected += probability * evaluateLine(line).pay;
      return;
    }
    for (const { symbol, p } of counts[reel] ?? []) walk(reel + 1, [...line, symbol], probability * p);
  };
  walk(0, [], 1);
  return expected;
}

const lineCount = table.paylines.length;
const theoreticalRtp = exactLineRtp();

export const houseTiger: HouseGame<TigerParams, TigerOutcome> = {
  id: 'house-tiger',
  paytable: table,
  defaultParams: {},
  theoreticalRtp,
  // A bound, not a reachable figure: every line at the top pay (the bet is spread, so that is the top pay).
  maxMultiplier: Math.max(...Object.values(pays).flatMap((p) => Object.values(p))),
  validateParams(raw) {
    if (raw !== undefined && raw !== null && !(isRecord(raw) && Object.keys(raw).length === 0)) {
      throw new GameParamsError('params', 'Tiger takes no parameters (10 fixed lines)');
    }
    return {};
  },
  floatsNeeded: () => table.reels.length,
  play(floats) {
    const stops = table.reels.map((strip, i) => Math.floor((floats[i] ?? 0) * strip.length));
    const grid = table.reels.map((strip, i) =>
      Array.from({ length: table.rows }, (_, row) => strip[((stops[i] ?? 0) + row) % strip.length] as string),
    );
    const lineWins: TigerLineWin[] = [];
    table.paylines.forEach((rows, line) => {
      const win = evaluateLine(rows.map((row, reel) => grid[reel]?.[row] as string));
      if (win.pay > 0) lineWins.push({ line, ...win });
    });
    const total = lineWins.reduce((sum, win) => sum + win.pay, 0);
    return { multiplier: total / lineCount, outcome: { stops, grid, lineWins } };
  },
  rtpFor: () => theoreticalRtp,
};
