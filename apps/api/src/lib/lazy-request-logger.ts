import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];

/** The function pino puts in place of every method of a disabled level (one shared function). */
const DISABLED = pino({ level: 'silent' }).info;

/**
 * A request's logger (`request.log`) whose pino child, with the request id bound, is made the first
 * time something is logged at an enabled level. Fastify makes a child for every request, and pino's
 * child copies the parent and serialises the bindings at once; at the level the API runs with
 * (`warn`, and `info` logs only the access lines) most requests never log, and making the child was
 * a few percent of a request's time (docs/benchmarks.md). What is logged is the same: the same
 * child, with the same bindings, writes it.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    if (this.made === undefined) this.made = this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    // A disabled level's method is pino's shared no-op: nothing to make, nothing to write.
    const logger = this.made ?? this.parent;
    if (logger[level] === DISABLED) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  // Methods on the prototype, not arrow properties: nothing is made per request but this object.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a lazy child, or pino's own when the route sets child options (a log level). */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => (Object.keys(options).length > 0 ? logger.child(bindings, options) : new LazyRequestLogger(logger, bindings));
