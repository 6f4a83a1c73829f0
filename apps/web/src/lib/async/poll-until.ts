/**
 * Reads `read()` every `intervalMs` until `done` accepts the value, then resolves with it (spec 4.2:
 * the bind-phone dialog is polled every 100 ms until it is closed).
 */
export function pollUntil<T>(read: () => T, done: (value: T) => boolean, intervalMs: number): Promise<T> {
  return new Promise((resolve) => {
    const first = read();
    if (done(first)) {
      resolve(first);
      return;
    }
    const timer = setInterval(() => {
      const value = read();
      if (!done(value)) return;
      clearInterval(timer);
      resolve(value);
    }, intervalMs);
  });
}
