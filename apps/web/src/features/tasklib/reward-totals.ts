/**
 * My rewards summed per coin, exactly (amounts are decimal strings: no float rounding). Only completed
 * (credited) tasks count; the coins come out in the order they first appear.
 */
export function totalsByCoin(
  rows: ReadonlyArray<{ status: string; reward: string; coin: string }>,
): Array<{ coin: string; amount: string; count: number }> {
  const sums = new Map<string, { units: bigint; scale: number; count: number }>();
  for (const row of rows) {
    if (row.status !== 'completed') continue;
    const parsed = parse(row.reward);
    if (!parsed) continue;
    const sum = sums.get(row.coin) ?? { units: 0n, scale: 0, count: 0 };
    const scale = Math.max(sum.scale, parsed.scale);
    sums.set(row.coin, {
      units: sum.units * 10n ** BigInt(scale - sum.scale) + parsed.units * 10n ** BigInt(scale - parsed.scale),
      scale,
      count: sum.count + 1,
    });
  }
  return [...sums].map(([coin, { units, scale, count }]) => ({ coin, amount: write(units, scale), count }));
}

function parse(value: string): { units: bigint; scale: number } | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const fraction = m[3] ?? '';
  const units = BigInt(`${m[2]}${fraction}`);
  return { units: m[1] ? -units : units, scale: fraction.length };
}

function write(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
