import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  timeoutMs: number;
  signals?: readonly NodeJS.Signals[];
  exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, close the database
 * (the app's onClose hook), then exit 0. If that takes longer than `timeoutMs`, exit 1 anyway, so that
 * an orchestrator's stop never hangs. A second signal while closing is ignored.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): () => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing: Promise<void> | undefined;
  const shutdown = (signal = 'shutdown') => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out, exiting');
        exit(1);
      }, options.timeoutMs);
      timer.unref();
      try {
        await app.close();
        app.log.info('shutdown complete: server and database closed');
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return closing;
  };
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => void shutdown(signal));
  }
  return () => shutdown();
}
