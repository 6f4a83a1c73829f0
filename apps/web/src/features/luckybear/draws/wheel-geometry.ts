/**
 * The lucky wheel's geometry (issue 13). Segment i spans [i x step, (i + 1) x step) degrees clockwise
 * from the top, where the pointer is. To land segment i under the pointer the wheel turns so that the
 * segment's middle comes to 0 degrees.
 */

/** Whole turns of every spin before it settles: enough to read as a spin, short enough to wait for. */
export const SPIN_TURNS = 6;

export function segmentAngle(count: number): number {
  return 360 / count;
}

/**
 * The wheel's next rotation (degrees, always growing so it turns forward): from `current`, at least
 * SPIN_TURNS whole turns on, stopping with segment `index` under the pointer. `jitter` in (-0.5, 0.5)
 * moves the stop inside the segment so that the wheel does not always stop dead centre.
 */
export function targetRotation(current: number, index: number, count: number, jitter = 0): number {
  const step = segmentAngle(count);
  const middle = (index + 0.5 + jitter * 0.8) * step;
  // The wheel turned by R shows at the top the point that sits at angle -R: we want -R = middle (mod 360).
  const wanted = (((360 - middle) % 360) + 360) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + SPIN_TURNS * 360 + wanted;
}

/** The segment under the pointer at a rotation (the inverse of targetRotation; tests and the screen reader text). */
export function segmentAt(rotation: number, count: number): number {
  const atTop = (((-rotation % 360) + 360) % 360) / segmentAngle(count);
  return Math.floor(atTop) % count;
}

/** A point on the circle of radius r at `degrees` clockwise from the top, around (cx, cy). */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
}

/** The SVG path of one segment (a pie slice) from `from` to `to` degrees. */
export function slicePath(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, to);
  const large = to - from > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  return `M${f(cx)} ${f(cy)}L${f(x1)} ${f(y1)}A${r} ${r} 0 ${large} 1 ${f(x2)} ${f(y2)}Z`;
}
