/**
 * The crash board's motion: the multiplier grows as e^(rate x seconds) from 1.00 until the crash
 * point. The rate is raised for high crash points so no round animates longer than MAX_SECONDS.
 */
const BASE_RATE = 0.45;
const MAX_SECONDS = 6;

export function crashRate(crashPoint: number): number {
  return Math.max(BASE_RATE, Math.log(Math.max(crashPoint, 1)) / MAX_SECONDS);
}

/** How long the rise to the crash point lasts, in ms. */
export function crashDurationMs(crashPoint: number): number {
  return (Math.log(Math.max(crashPoint, 1)) / crashRate(crashPoint)) * 1000;
}

/** The multiplier shown `elapsedMs` into the rise (never past the crash point; 2 decimals, down). */
export function multiplierAt(elapsedMs: number, crashPoint: number): number {
  const value = Math.exp((crashRate(crashPoint) * elapsedMs) / 1000);
  return Math.min(crashPoint, Math.floor(value * 100) / 100);
}

/**
 * Points of the curve from 1.00 to `current` for an SVG of width x height: x is the time so far (the
 * axes rescale as the round goes on), y is the multiplier scaled so that `top` is the upper edge.
 */
export function curvePoints(current: number, top: number, width: number, height: number, steps = 40): string {
  const span = Math.log(Math.max(current, 1.0001));
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const m = Math.exp((span * i) / steps);
    const x = (i / steps) * width;
    const y = height - ((m - 1) / (top - 1 || 1)) * height;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}
