/**
 * The collector's proof of work (hashcash style): find a `solution` such that
 * SHA-256(`${task}:${solution}`) starts with `difficulty` zero bits. The task string carries its
 * difficulty as its fourth dot-separated field (v1.<app>.<window>.<difficulty>.<random>.<mac>).
 *
 * `solveTask` must stay self-contained (no imports, no outer variables): the API serves its source
 * text as the body of the Web Worker script, so the browser runs this very function.
 */
export async function solveTask(
  task: string,
  maxAttempts = 50_000_000,
): Promise<{ solution: string; attempts: number }> {
  const difficulty = Number(task.split('.')[3]);
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 32) throw new Error('malformed task');
  const encoder = new TextEncoder();
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const solution = attempt.toString(36);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${task}:${solution}`)));
    // Leading zero bits, inline: no inner function, so the source stays runnable as it is served.
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= difficulty) return { solution, attempts: attempt + 1 };
  }
  throw new Error('no solution within the attempt limit');
}

/** Leading zero bits of a digest (the verifier's side of the rule above). */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
