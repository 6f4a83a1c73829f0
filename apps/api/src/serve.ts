import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app';
import { loadConfig } from './config';
import { installGracefulShutdown } from './shutdown';

/**
 * The API process's start: parse config, build, close gracefully on SIGTERM, listen (which starts the
 * job runner). server.ts calls it; a test that needs a real process with one replaced part (the job
 * runner's restart test: a probe job's handler) calls it with its options.
 */
export async function serve(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig();
  const app = await buildApp(config, options);
  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  if (config.database.kind === 'sqlite') app.log.info({ path: config.database.path }, 'using embedded SQLite');
  else app.log.info('using PostgreSQL from DATABASE_URL');
  await app.listen({ host: config.host, port: config.port });
  return app;
}
