/** Largest payload a job may carry, as JSON text: a job names its work; bulk data belongs in tables. */
export const MAX_PAYLOAD_CHARS = 64 * 1024;

/**
 * Where `value` stops being plain JSON, or undefined if it is. JSON.stringify alone would not do: it
 * drops undefined and functions, turns NaN into null and a Date into a string, and throws on a bigint
 * or a cycle without saying where. A payload must read back exactly as it was given.
 */
export function jsonProblem(value: unknown, path = 'payload', seen = new Set<object>()): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}, not a JSON number`;
  if (typeof value === 'bigint') return `${path} is a bigint: pass it as a string`;
  if (typeof value !== 'object')
    return `${path} is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}`;
  if (seen.has(value)) return `${path} refers back to itself (a cycle)`;
  const proto = Object.getPrototypeOf(value);
  const isArray = Array.isArray(value);
  if (!isArray && proto !== Object.prototype && proto !== null) {
    return `${path} is a ${value.constructor?.name ?? 'class instance'}, not a plain object`;
  }
  seen.add(value);
  const entries: [string, unknown][] = isArray
    ? value.map((item, i): [string, unknown] => [`${path}[${i}]`, item])
    : Object.entries(value).map(([k, v]): [string, unknown] => [`${path}.${k}`, v]);
  for (const [itemPath, item] of entries) {
    const problem = jsonProblem(item, itemPath, seen);
    if (problem) return problem;
  }
  seen.delete(value);
  return undefined;
}
