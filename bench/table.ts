/** Renders the one markdown table (with its header line and footnotes) that `npm run bench` prints. */
import type { AnalyticsBench } from './analytics';
import type { ThroughputRow } from './api';
import type { DividendRow } from './dividend';
import type { GamesRow } from './games';
import { CLAIMERS, type GiftClaimRow } from './gift-claims';
import { type GiftPageRow, PAGE_REQUESTS } from './gift-page';
import { type HouseRtpRow, RTP_TOLERANCE_PP } from './house-rtp';
import { LEDGER_USERS, type LedgerRow } from './ledger';
import { LIGHTHOUSE_AIM_SCORE, type LighthouseBench } from './lighthouse';
import type { LuckyOddsRow } from './lucky-odds';
import { type MachineFacts, PROBE_DIGESTS } from './machine';
import { BUYERS_PER_LISTING, MARKET_BUYERS, type MarketRow } from './market-purchases';
import { GZIP_LEVEL, type PageWeightRow, type PageWeights } from './pages';
import { FEED_POSTS, type PostsFeedRow } from './posts-feed';
import type { SearchBenchRow } from './search';

export interface Report {
  machine: MachineFacts;
  /** The CPU probe's ms at the bench's start and end (absent in reports rendered without it). */
  probe?: { startMs: number; endMs: number };
  autocannonVersion: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  throughput: ThroughputRow[] | { error: string };
  ledger: LedgerRow[] | { error: string };
  games: GamesRow[] | { error: string };
  lucky: GamesRow[] | { error: string };
  webhooks: GamesRow[] | { error: string };
  postbacks: GamesRow[] | { error: string };
  giftClaims: GiftClaimRow[] | { error: string };
  giftPage: GiftPageRow | { error: string };
  pages: PageWeights | { error: string };
  analytics: AnalyticsBench | { error: string };
  houseRtp: HouseRtpRow[] | { error: string };
  luckyOdds: LuckyOddsRow[] | { error: string };
  /** BENCH_ONLY=dividend: the stake.close job for 100,000 holders (issue 17; reported, not asserted). */
  dividend?: DividendRow[] | { error: string };
  /** BENCH_ONLY=search: query latency over 100,000 posts (issue 18; reported, not asserted). */
  search?: SearchBenchRow[] | { error: string };
  /** BENCH_ONLY=market: market purchases under contention for each listing (issue 17). */
  market?: MarketRow[] | { error: string };
  /** BENCH_ONLY=posts: recommend feed reads per second (issue 18 item 3). */
  posts?: PostsFeedRow[] | { error: string };
  lighthouse: LighthouseBench[] | { error: string };
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
/** autocannon records latency in whole milliseconds: 0 means under 1 ms. */
const ms = (n: number) => (Number.isFinite(n) ? (n < 1 ? '<1' : String(Number(n.toFixed(2)))) : '–');
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ratio = (r: number | undefined) => (r === undefined ? '–' : `${r.toFixed(2)}×`);
const short = (file: string) => file.replace(/^static\/chunks\//, '');

function row(cells: string[]): string {
  return `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
}

function throughputRows(rows: ThroughputRow[]): string[] {
  return rows.map((r) => {
    const counts = `${int(r.total)} responses · non-2xx ${int(r.non2xx)} · errors ${int(r.errors)} · timeouts ${int(r.timeouts)} · bad body ${int(r.badBodies)}`;
    const perRound = r.roundRatios
      ? ` · per round ${r.roundRatios.map((x) => ratio(x)).join(', ')}`
      : r.rounds.length > 1
        ? ` · per round ${r.rounds.map((x) => int(x.rps)).join(', ')} req/s`
        : '';
    const checks = r.ok ? `OK: ${counts}${perRound}` : `**FAIL**: ${counts}${r.note ? ` · ${r.note}` : ''}`;
    // A failed route's figures are struck through: they measure an error path, not the route.
    const figure = (text: string) => (r.ok || text === '–' ? text : `~~${text}~~`);
    return row(['API', r.subject, ...[int(r.rps), ms(r.p50), ms(r.p99)].map(figure), ratio(r.vsBare), '', checks]);
  });
}

function ledgerRows(rows: LedgerRow[]): string[] {
  return rows.map((r) => {
    const db = r.database === 'sqlite' ? `SQLite${r.sqliteWriter ? ` (${r.sqliteWriter})` : ''}` : 'PostgreSQL';
    const load = r.load === 'hot' ? 'every transfer to one hot account' : `${int(LEDGER_USERS)} users`;
    const audit = r.auditBreaches.length ? `ledger:check **${r.auditBreaches.join('; ')}**` : 'ledger:check clean';
    const counts = `${int(r.acknowledged)} acknowledged ≤ ${int(r.inLedger)} in the ledger ≤ ${int(r.sent)} sent · ${audit} · non-2xx ${int(r.non2xx)} · errors ${int(r.errors)} · bad body ${int(r.badBodies)}`;
    const dbCpu = r.dbCpuMicros === undefined ? '' : `, PostgreSQL ${r.dbCpuMicros.toFixed(0)} µs`;
    const cpu = `CPU per transfer: API ${r.apiCpuMicros.toFixed(0)} µs (main thread ${r.apiThreadCpuMicros.toFixed(0)})${dbCpu}`;
    const checks = `${r.ok ? 'OK' : '**FAIL**'}: ${cpu} · ${counts}${!r.ok && r.note ? ` · ${r.note}` : ''}`;
    const figure = (text: string) => (r.ok || text === '–' ? text : `~~${text}~~`);
    const subject = `${db}${r.settings ? ` ${r.settings}` : ''} · POST /wallet/offchain_transfer, ${load}`;
    return row(['ledger', subject, ...[int(r.rps), ms(r.p50), ms(r.p99)].map(figure), '', '', checks]);
  });
}

function houseRtpRows(rows: HouseRtpRow[]): string[] {
  return rows.map((r) => {
    const delta = r.simulatedPct - r.theoreticalPct;
    const figures = `simulated ${r.simulatedPct.toFixed(2)} % vs theoretical ${r.theoreticalPct.toFixed(2)} % (Δ ${delta.toFixed(2)} pp, SE ${r.standardErrorPp.toFixed(2)} pp, ${int(r.rounds)} rounds, ${int(r.roundsPerSecond)} rounds/s)`;
    return row(['house RTP', `${r.game} ${r.params}`, '', '', '', '', '', `${r.ok ? 'OK' : '**FAIL**'}: ${figures}`]);
  });
}

/** Rows of the games part (rounds/s) and the lucky spin part (spins/s): throughput, then the ledger audit. */
function gamesRows(rows: GamesRow[], part = 'games', unit = 'rounds/s'): string[] {
  return rows.map((r) => {
    const audit = r.auditBreaches.length ? `ledger:check **${r.auditBreaches.join('; ')}**` : 'ledger:check clean';
    const counts = `${int(r.roundsPerSecond)} ${unit} · ${int(r.total)} responses · ${audit} · non-2xx ${int(r.non2xx)} · errors ${int(r.errors)} · bad body ${int(r.badBodies)}`;
    const checks = r.ok ? `OK: ${counts}` : `**FAIL**: ${counts}${r.note ? ` · ${r.note}` : ''}`;
    return row([part, r.subject, int(r.rps), ms(r.p50), ms(r.p99), '', '', checks]);
  });
}

/** Gift-code claims (req/s is every answer, paid or refused; the checks say paid claims/s). */
function giftClaimRows(rows: GiftClaimRow[]): string[] {
  return rows.map((r) => {
    const audit = r.auditBreaches.length ? `ledger:check **${r.auditBreaches.join('; ')}**` : 'ledger:check clean';
    const counts = `**${int(r.claimsPerSecond)} paid claims/s** · ${int(r.paid)} paid (expected ${int(r.expectedPaid)}, ${int(r.slotsClaimed)} slots claimed) · ${int(r.refused)} refused exhausted · ${audit} · non-2xx ${int(r.non2xx)} · errors ${int(r.errors)} · bad body ${int(r.badBodies)}`;
    const checks = r.ok ? `OK: ${counts}` : `**FAIL**: ${counts}${r.note ? ` · ${r.note}` : ''}`;
    return row(['gift claims', r.subject, int(r.rps), ms(r.p50), ms(r.p99), '', '', checks]);
  });
}

/** Market purchases (req/s is every answer, sale or refusal; the checks say sales/s). */
function marketRows(rows: MarketRow[]): string[] {
  return rows.map((r) => {
    const audit = r.auditBreaches.length ? `ledger:check **${r.auditBreaches.join('; ')}**` : 'ledger:check clean';
    const counts = `**${int(r.purchasesPerSecond)} purchases/s** · ${int(r.sold)} sold (${int(r.listingsSold)} listings sold) · ${int(r.refused)} refused 1241 · ${audit} · non-2xx ${int(r.non2xx)} · errors ${int(r.errors)} · bad body ${int(r.badBodies)}`;
    const checks = r.ok ? `OK: ${counts}` : `**FAIL**: ${counts}${r.note ? ` · ${r.note}` : ''}`;
    return row(['market buys', r.subject, int(r.rps), ms(r.p50), ms(r.p99), '', '', checks]);
  });
}

/** Recommend feed reads (first and next page alternating). */
function postsRows(rows: PostsFeedRow[]): string[] {
  return rows.map((r) => {
    const counts = `${int(r.total)} responses · non-2xx ${int(r.non2xx)} · errors ${int(r.errors)} · bad body ${int(r.badBodies)}`;
    const checks = r.ok ? `OK: ${counts}` : `**FAIL**: ${counts}${r.note ? ` · ${r.note}` : ''}`;
    return row(['feed reads', r.subject, int(r.rps), ms(r.p50), ms(r.p99), '', '', checks]);
  });
}

function giftPageRow(r: GiftPageRow): string {
  const figures = `TTFB p50 ${ms(r.ttfbP50)} ms, p99 ${ms(r.ttfbP99)} ms; whole HTML p50 ${ms(r.wholeP50)} ms, p99 ${ms(r.wholeP99)} ms; ${int(r.requests)} requests, ${int(r.bad)} wrong`;
  const checks = r.ok ? `OK: ${figures}` : `**FAIL**: ${figures}${r.note ? ` · ${r.note}` : ''}`;
  return row(['gift page', r.subject, '', ms(r.ttfbP50), ms(r.ttfbP99), '', '', checks]);
}

function luckyOddsRows(rows: LuckyOddsRow[]): string[] {
  return rows.map((r) => {
    const worst = Math.max(...r.prizes.map((p) => Math.abs(p.observed - p.configured) * 100));
    const figures = `${int(r.draws)} draws, ${r.prizes.length} prizes: largest |observed − configured| ${worst.toFixed(3)} pp, χ² ${r.chiSquare.toFixed(2)} (0.1 % point ${r.critical}), ${int(r.drawsPerSecond)} draws/s`;
    return row(['lucky odds', r.game, '', '', '', '', '', `${r.ok ? 'OK' : '**FAIL**'}: ${figures}`]);
  });
}

function dividendRows(rows: DividendRow[]): string[] {
  return rows.map((r) => {
    const audit = r.auditBreaches.length ? `ledger:check **${r.auditBreaches.join('; ')}**` : 'ledger:check clean';
    const figures = `${int(r.holders)} holders: dividend (plan + payouts) ${(r.dividendMs / 1000).toFixed(1)} s, staking rewards ${(r.rewardMs / 1000).toFixed(1)} s, total ${(r.totalMs / 1000).toFixed(1)} s · payouts sum to the pool: ${r.sumMatches ? 'yes' : '**no**'} · ${audit}`;
    return row(['dividend', r.database, '', '', '', '', '', `${r.ok ? 'OK' : '**FAIL**'}: ${figures}`]);
  });
}

function searchRows(rows: SearchBenchRow[]): string[] {
  return rows.flatMap((r) => {
    if (!r.ok) return [row(['search', r.database, '', '', '', '', '', `**FAIL**: ${r.error ?? 'no figures'}`])];
    const load = row([
      'search',
      r.database,
      '',
      '',
      '',
      '',
      '',
      `OK: ${int(r.posts)} posts indexed in ${(r.loadMs / 1000).toFixed(1)} s`,
    ]);
    const queries = r.queries.map((q) =>
      row([
        'search',
        `${r.database}: ${q.query}`,
        '',
        ms(q.p50Ms),
        ms(q.p99Ms),
        '',
        '',
        `${q.runs} runs · ${q.hits} hits on the first page`,
      ]),
    );
    return [load, ...queries];
  });
}

function analyticsRows(a: AnalyticsBench): string[] {
  const verdict = a.ok ? 'OK' : '**FAIL**';
  return [
    row([
      'analytics',
      'POST /analytics/events, 20 events a batch',
      int(a.batchesPerSecond),
      ms(a.p50),
      ms(a.p99),
      '',
      '',
      `${verdict}: ${int(a.eventsPerSecond)} events/s · ${int(a.requests)} batches · non-2xx ${int(a.non2xx)} · errors ${int(a.errors)} · stored ${int(a.stored)} of ${int(a.expectedStored)} sent`,
    ]),
    row([
      'analytics',
      `proof of work, difficulty ${a.difficulty} bits`,
      '',
      '',
      '',
      '',
      '',
      `median solve ${ms(a.solveMedianChromiumMs)} ms in a Chromium Web Worker, ${ms(a.solveMedianNodeMs)} ms in Node (21 tasks each; median ${int(a.solveAttemptsMedian)} hashes)`,
    ]),
  ];
}

function pageRow(r: PageWeightRow, subject: string, detail: string): string {
  return row(['pages', subject, '', '', '', '', kB(r.gzipBytes), `${detail}; ${kB(r.rawBytes)} kB raw`]);
}

function pageRows(p: PageWeights): string[] {
  const sharedSet = new Set(p.shared.files);
  const lines = p.routes.map((r) => {
    const own = r.files.filter((f) => !sharedSet.has(f)).length;
    return pageRow(r, `\`${r.route}\``, `${r.files.length} files (${r.files.length - own} shared + ${own} route)`);
  });
  lines.push(
    pageRow(p.shared, 'shared by all routes', `${p.shared.files.length} files (rootMainFiles, in every figure above)`),
  );

  const c = p.crossCheck;
  const subject = `${c.url} \`<script src>\` vs \`${c.route}\``;
  if ('error' in c) {
    lines.push(row(['check', subject, '', '', '', '', '', `**WARNING**: cross-check failed: ${c.error}`]));
  } else {
    const polyfills = c.polyfillsMatch
      ? `noModule ${c.noModule.map(short).join(', ') || 'none'} = polyfillFiles`
      : `noModule ${c.noModule.map(short).join(', ') || 'none'} ≠ polyfillFiles ${p.polyfillFiles.map(short).join(', ')}`;
    const verdict = c.ok
      ? `OK: the HTML loads the same ${c.served.length} module scripts`
      : `**WARNING**: differs: missing ${c.missing.map(short).join(', ') || 'none'}; extra ${c.extra.map(short).join(', ') || 'none'}`;
    lines.push(row(['check', subject, '', '', '', '', '', `${verdict}; ${polyfills}`]));
  }
  return lines;
}

/** The checks cell of a part that did not run to the end; a part left out with BENCH_ONLY is not a failure. */
const failed = (part: { error: string }) => ('skipped' in part ? part.error : `**FAIL**: ${part.error}`);

const seconds = (msValue: number) => (Number.isFinite(msValue) ? `${(msValue / 1000).toFixed(2)} s` : '–');
const wholeMs = (msValue: number) => (Number.isFinite(msValue) ? `${int(msValue)} ms` : '–');

function lighthouseRows(l: LighthouseBench, pages: Report['pages']): string[] {
  const weight = 'error' in pages ? undefined : pages.routes.find((r) => r.route === l.page.route);
  const m = l.median;
  const figures = `score **${int(m.score)}** · LCP ${seconds(m.lcpMs)} · TBT ${wholeMs(m.tbtMs)} · FCP ${seconds(m.fcpMs)} · SI ${seconds(m.siMs)} · CLS ${Number.isFinite(m.cls) ? m.cls.toFixed(3) : '–'}`;
  const aim =
    Number.isFinite(m.score) && m.score < LIGHTHOUSE_AIM_SCORE ? ` (below the aim of ${LIGHTHOUSE_AIM_SCORE})` : '';
  const verdict = l.ok
    ? `OK: ${figures}${aim}`
    : `**FAIL**: ${l.note ?? 'failed'}${l.runs.length ? `; before it: ${figures}` : ''}`;
  const runs = l.runs
    .map(
      (r, i) =>
        `${i + 1}: ${r.score}, LCP ${seconds(r.lcpMs)} (${r.lcpElement}), TBT ${wholeMs(r.tbtMs)}${r.cpuBlockingMs === undefined ? '' : ` (on CPU time ${wholeMs(r.cpuBlockingMs)})`}`,
    )
    .join(' · ');
  return [
    row([
      'lighthouse',
      `${l.page.name} \`${l.urlPath}\` (${l.page.signedIn ? 'signed in' : 'signed out'}), mobile, median of ${l.runs.length}`,
      '',
      '',
      '',
      '',
      weight ? kB(weight.gzipBytes) : '',
      verdict,
    ]),
    row(['lighthouse', `${l.page.name}: the runs`, '', '', '', '', '', runs || '–']),
  ];
}

/** The machine's speed at the run's start and end (bench/machine.ts, cpuProbeMs): lower is faster. */
function probeText(probe: Report['probe']): string {
  if (!probe) return '';
  return ` · CPU probe (${PROBE_DIGESTS.toLocaleString('en-US')} chained SHA-256, lower is faster) ${probe.startMs.toFixed(0)} ms at the start, ${probe.endMs.toFixed(0)} ms at the end`;
}

export function renderReport(report: Report): string {
  const m = report.machine;
  const out: string[] = [];
  out.push(
    `**Benchmark** · ${m.date} · nproc ${m.nproc} · CPU ${m.cpuModel} · Node ${m.node} · autocannon ${report.autocannonVersion}: ${report.connections} connections, ${report.durationSeconds} s per route after a ${report.warmupSeconds} s warm-up${probeText(report.probe)}`,
    '',
    row(['area', 'subject', 'req/s (mean)', 'p50 ms', 'p99 ms', 'vs bare', 'first-load JS, gzip kB', 'checks']),
    '|---|---|---:|---:|---:|---:|---:|---|',
  );
  if ('error' in report.throughput) {
    out.push(row(['API', 'all routes', '', '', '', '', '', failed(report.throughput)]));
  } else {
    out.push(...throughputRows(report.throughput));
  }
  if ('error' in report.ledger) {
    out.push(row(['ledger', 'transfers', '', '', '', '', '', failed(report.ledger)]));
  } else {
    out.push(...ledgerRows(report.ledger));
  }
  if ('error' in report.games) {
    out.push(row(['games', 'rounds', '', '', '', '', '', failed(report.games)]));
  } else {
    out.push(...gamesRows(report.games));
  }
  if ('error' in report.lucky) {
    out.push(row(['lucky spin', 'spins', '', '', '', '', '', failed(report.lucky)]));
  } else {
    out.push(...gamesRows(report.lucky, 'lucky spin', 'spins/s'));
  }
  if ('error' in report.webhooks) {
    out.push(row(['payment webhooks', 'webhooks', '', '', '', '', '', failed(report.webhooks)]));
  } else {
    out.push(...gamesRows(report.webhooks, 'payment webhooks', 'webhooks/s'));
  }
  if ('error' in report.postbacks) {
    out.push(row(['offer postbacks', 'postbacks', '', '', '', '', '', failed(report.postbacks)]));
  } else {
    out.push(...gamesRows(report.postbacks, 'offer postbacks', 'postbacks/s'));
  }
  if ('error' in report.giftClaims) {
    out.push(row(['gift claims', 'claims', '', '', '', '', '', failed(report.giftClaims)]));
  } else {
    out.push(...giftClaimRows(report.giftClaims));
  }
  if (report.market && 'error' in report.market) {
    out.push(row(['market buys', 'purchases', '', '', '', '', '', failed(report.market)]));
  } else if (report.market) {
    out.push(...marketRows(report.market));
  }
  if ('error' in report.giftPage) {
    out.push(row(['gift page', '/gift/[code]', '', '', '', '', '', failed(report.giftPage)]));
  } else {
    out.push(giftPageRow(report.giftPage));
  }
  if ('error' in report.pages) {
    out.push(row(['pages', 'all routes', '', '', '', '', '', failed(report.pages)]));
  } else {
    out.push(...pageRows(report.pages));
  }

  if ('error' in report.analytics) {
    out.push(row(['analytics', 'collector', '', '', '', '', '', failed(report.analytics)]));
  } else {
    out.push(...analyticsRows(report.analytics));
  }

  if ('error' in report.houseRtp) {
    out.push(row(['house RTP', 'house games', '', '', '', '', '', failed(report.houseRtp)]));
  } else {
    out.push(...houseRtpRows(report.houseRtp));
  }

  if ('error' in report.luckyOdds) {
    out.push(row(['lucky odds', 'draws', '', '', '', '', '', failed(report.luckyOdds)]));
  } else {
    out.push(...luckyOddsRows(report.luckyOdds));
  }

  if (report.dividend && 'error' in report.dividend) {
    out.push(row(['dividend', 'stake.close', '', '', '', '', '', failed(report.dividend)]));
  } else if (report.dividend) {
    out.push(...dividendRows(report.dividend));
  }

  if (report.search && 'error' in report.search) {
    out.push(row(['search', 'posts', '', '', '', '', '', failed(report.search)]));
  } else if (report.search) {
    out.push(...searchRows(report.search));
  }

  if (report.posts && 'error' in report.posts) {
    out.push(row(['feed reads', 'recommend feed', '', '', '', '', '', failed(report.posts)]));
  } else if (report.posts) {
    out.push(...postsRows(report.posts));
  }

  if ('error' in report.lighthouse) {
    out.push(row(['lighthouse', 'home, wallet', '', '', '', '', '', failed(report.lighthouse)]));
  } else {
    for (const l of report.lighthouse) out.push(...lighthouseRows(l, report.pages));
  }

  out.push('');
  out.push(
    '1. API: each server runs in its own child process (`node --import tsx`) on 127.0.0.1, both up at once; the routes are measured in rounds (`BENCH_API_ROUNDS`, default 5), each round every route once in an order rotated by one each round; ' +
      'the API with `NODE_ENV=production LOG_LEVEL=warn` and SQLite in a temp dir, the bare route is Fastify 5 with no plugins and logger off (`bench/bare-server.ts`). ' +
      '`/api/server_time` is sent the common headers (User-Id, Xb-Language, Country-Code, TS, NONCE, PLATFORM, APP-VER). ' +
      'req/s is the mean of the per-second samples, of the median round, with that round’s latencies (2xx responses, in whole ms: autocannon’s resolution); "vs bare" is the median over the rounds of req/s ÷ the bare route’s req/s in the same round (each round’s ratio is in the checks); the response counts are of every round. ' +
      'Every response must be 2xx with no socket error or timeout and a success body (`{"code":0,…}`; bare: `{"hello":"world"}`), else the row fails and the bench exits 1.',
  );
  out.push(
    `1b. Ledger: the API as above with \`SMS_SENDER=file TRUST_PROXY=1\` on a fresh database (SQLite in a temp dir; PostgreSQL from \`scripts/with-postgres.sh\`, a test server with fsync off (its settings are in the subject), so its figures are an upper bound for a server that flushes its commits); ${int(LEDGER_USERS)} users signed in by phone (each from its own X-Forwarded-For address; registration credits 1,000 WH through the ledger); every request is one user's \`POST /wallet/offchain_transfer\` of 0.01 WH with a new Idempotency-Key (autocannon \`setupRequest\`), to a random other user or, in the hot row, to user 1. A row fails unless every answer is \`{"code":0,…}\`, the ledger audit is clean after the run and acknowledged ≤ in the ledger ≤ sent (a request cut off at the end of a run, or timed out, may still commit).`,
  );
  out.push(
    '1c. Games: the API as in 1b with the sandbox provider `pg` configured; 64 players signed in by phone, each launches `pg-fortune-ox` once; each connection then plays one player\'s rounds: a signed `POST /provider/wallet/pg/bet` of 1 WH, then a signed `.../win` of 1 WH (new transaction and round ids; `X-Signature` over the raw body). Rounds/s = req/s ÷ 2; the bare row is the bare Fastify route of the same run, for scale. A row fails unless every answer is `{"code":0,…}` and the ledger audit is clean after the run.',
  );
  out.push(
    '1d. Lucky spin (`bench/lucky-spin.ts`): the API as in 1b; 64 players signed in by phone, each given 10,000,000 lucky-spin chances by one grant row written into the database; each connection then spins as one player: `POST /casino/lucky_bear/lucky_spin` with no key (every request a new spin: the chance taken, a provably fair round, the weighted pick, the prize paid through the ledger, the draw recorded). A row fails unless every answer is `{"code":0,…}` and the ledger audit is clean after the run.',
  );
  out.push(
    '1e. Payment webhooks (`bench/payment-webhooks.ts`): the API as in 1b; 64 players signed in by phone, each given 2,000 pending MoMo recharge orders of 100,000 dong (rows written into the database); each request is a new signed `payment.succeeded` event (`Payment-Signature: t=…,v1=…`, HMAC-SHA256 over the raw body) to `POST /provider/payments/webhook` for the next order: signature checked, event stored by id, order paid in one conditional update, 400 WH credited through the ledger. A row fails unless every answer is `{"code":0,…}` and the ledger audit is clean after the run.',
  );
  out.push(
    "1f. Offer postbacks (`bench/postbacks.ts`): the API as in 1b; 64 players signed in by phone, 1,000 offers (ayet, prodege and ironsource in turn) and a click of every player on every offer (rows written into the database); each request is a new conversion of the next click, signed and sent as its network sends it (ayet GET + `X-Ayetstudios-Security-Hash`, prodege form POST + `signature`, ironsource GET + `signature`) to `/provider/tasklib/postback/<network>`: signature checked, click checked, fraud rules counted, conversion recorded once, 1 WH credited through the ledger. A row fails unless every answer is the network's success answer and the ledger audit is clean after the run.",
  );
  out.push(
    `1g. Gift claims (\`bench/gift-claims.ts\`): the API as in 1b; ${CLAIMERS} players and a sender signed in by phone; the sender funds codes through \`gift_code/create\` (fixed, 0.01 WH a claim, one ledger hold a claim); request n is player n mod ${CLAIMERS} claiming code ⌊n / ${CLAIMERS}⌋ (\`POST /casino/lucky_bear/receive_gift_code\`), so every (player, code) pair is sent once and the 64 requests in flight contend for one code (two at a boundary); a fixed number of requests (autocannon \`amount\`), 5 codes of warm-up first. Paid claims/s = paid answers ÷ the run's wall time; req/s counts refusals too; latencies are of every answer. A row fails unless every answer is paid or (in the 10-claim row) \`GIFT_CODE_EXHAUSTED\`, the paid answers and the claimed slots both equal the claims the codes allow, and the ledger audit is clean after the database's run.`,
  );
  out.push(
    `1h. Gift page (\`bench/gift-page.ts\`): \`next start\` of the production build and the API (SQLite) in their own processes; one code funded by a messenger user; ${PAGE_REQUESTS} signed-out GETs one at a time after 20 of warm-up, each render reading \`gift_code/view\` for the title; TTFB = until the response headers, in ms (nearest-rank quantiles). A row fails unless every answer is 200 with the masked sender in its \`<title>\`.`,
    `1i. Market buys (\`bench/market-purchases.ts\`): the API as in 1b; ${MARKET_BUYERS} buyers and 60 sellers signed in by phone; each seller draws a pet and lists it at 1 HAPPY; request n is buyer n mod ${MARKET_BUYERS} buying listing ⌊n / ${BUYERS_PER_LISTING}⌋ with a new request id (\`POST /market/buy\`, each buyer from its own X-Forwarded-For address), so ${BUYERS_PER_LISTING} buyers want each listing and the 64 requests in flight contend for about three; 5 listings of warm-up first. Purchases/s = sales ÷ the run's wall time; req/s counts refusals too. A row fails unless every answer is a sale or 1241 (already sold), each listing is sold exactly once (answers and database agree), and the ledger audit is clean after the database's run.`,
  );
  out.push(
    `1j. Feed reads (\`bench/posts-feed.ts\`): the API as in 1b on a fresh database with ${FEED_POSTS.toLocaleString('en-US')} community posts by 100 profiles written into the tables (likes and comments counted, the stored hot score as the API computes it); signed out, each connection alternates \`GET /recommend/feed?limit=20\` and the next page (the first page's cursor), after ${report.warmupSeconds} s of warm-up. A row fails unless every answer is \`{"code":0,…}\` with 20 cards.`,
  );
  if (!('error' in report.pages)) {
    const p = report.pages;
    out.push(
      `2. Pages: first-load JS = \`rootMainFiles\` (\`${p.distDir}/server/app/<route>/page/build-manifest.json\`) ∪ \`entryJSFiles\` of every segment (\`${p.distDir}/server/app/<route>/page_client-reference-manifest.js\`), de-duplicated, each file gzipped with node:zlib level ${GZIP_LEVEL}; 1 kB = 1000 bytes; CSS not counted. ` +
        `Build \`${p.buildId}\` of ${p.builtAt.toISOString().slice(0, 16).replace('T', ' ')} UTC${p.built ? ' (built by this run)' : ''}.`,
      `3. Excluded: polyfill file(s) loaded with \`noModule\` (${p.polyfillFiles.map((f) => `\`${short(f)}\``).join(', ') || 'none'}, ${kB(p.polyfillGzipBytes)} kB gzip), which modern browsers skip.`,
    );
  }
  out.push(
    '4. Analytics: the API with `ANALYTICS_MAX_REQUESTS_PER_MIN` lifted, one solved task in the Content header, every batch 20 new events (autocannon `setupRequest`); "stored" is the report total after the run. The solve times are wall-clock per task in a Web Worker made from the served `/analytics/worker.js` in Debian Chromium, and of the same function in Node.',
  );
  out.push(
    `4b. House RTP (\`bench/house-rtp.ts\`): each house game's engine played in-process on a seeded float source (sfc32, multiples of 2^-32 like the HMAC derivation) for at least 1,000,000 rounds, more where ${RTP_TOLERANCE_PP} pp would be under 4 standard errors; theoretical = exact from the paytable (\`packages/shared/src/fair/paytables\`). A row fails when the two differ by more than ${RTP_TOLERANCE_PP} pp.`,
  );
  out.push(
    '4c. Lucky odds (`bench/lucky-odds.ts`): 100,000 draws of each prize table of `apps/api/src/modules/lucky/data/prizes.json` through the HMAC-SHA256 derivation (a fixed server seed, nonces 0 … n−1) and `pickWeighted`, in-process; a table fails when its chi-square against the configured weights passes the 0.1 % point. Per-prize frequencies: `npx tsx bench/lucky-odds.ts`.',
  );
  const l = 'error' in report.lighthouse ? undefined : report.lighthouse[0];
  if (l) {
    out.push(
      `5. Lighthouse ${l.lighthouseVersion} (node API, performance category) in Debian Chromium ${l.chromium} started by chrome-launcher (headless, no sandbox; its default flags, but with Chrome's RenderDocument kept on unless \`BENCH_LIGHTHOUSE_RENDER_DOCUMENT=0\`: \`bench/lighthouse-chrome-flags.ts\`), default mobile emulation and simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU slowdown), each run in a fresh browser (empty cache); signed out with Lighthouse's storage reset, signed in with the session of a user made through the API written into local storage and cookies before the run (storage kept); against \`next start\` of the build above and the API in its own process, both at nice 10 during the runs (\`BENCH_LIGHTHOUSE_SERVER_NICE\`; in production they run on other machines, here a core they take is blocking time of the page's renderer). The figures are the median of each metric over the runs; "on CPU time" is each run's blocking time counted from its renderer tasks' thread CPU time instead of their wall time, the part that is the page's own work rather than waiting for a core (\`bench/lighthouse-trace.ts\`); the first-load JS column is the route's figure from the pages rows. A run fails (and the bench exits 1) on a Lighthouse runtime error, a missing score, or when the page or its data call (\`POST /game_tab/homepage\`, \`POST /wallet/get_wallet_info\`) did not answer 200.`,
    );
  }
  return `${out.join('\n')}\n`;
}
