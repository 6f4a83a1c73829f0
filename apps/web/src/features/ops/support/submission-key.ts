/**
 * An Idempotency-Key per form submission: sending the same body again (a retry after a lost answer)
 * reuses the key, so the API answers the first answer instead of posting twice; a changed body, or
 * any body after `done()`, gets a new key (the same key with another body would be refused, 1006).
 */
export function submissionKeys(newKey: () => string = () => globalThis.crypto.randomUUID()) {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(sent: unknown): string {
      const body = JSON.stringify(sent);
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    done() {
      last = undefined;
    },
  };
}
