/** The sandbox's timers in one place, so that close() stops every pending settlement and delivery. */
export interface Timers {
  after(ms: number, run: () => void): NodeJS.Timeout;
  cancel(timer: NodeJS.Timeout | undefined): void;
  clear(): void;
}

export function createTimers(): Timers {
  const pending = new Set<NodeJS.Timeout>();
  return {
    after(ms, run) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        run();
      }, ms);
      pending.add(timer);
      return timer;
    },
    cancel(timer) {
      if (!timer) return;
      clearTimeout(timer);
      pending.delete(timer);
    },
    clear() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
