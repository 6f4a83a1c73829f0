/** The API process: parse config, build, listen, and close gracefully on SIGTERM. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { installGracefulShutdown } from './shutdown';

const config = loadConfig();
const app = await buildApp(config);
installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
if (config.database.kind === 'sqlite') app.log.info({ path: config.database.path }, 'using embedded SQLite');
else app.log.info('using PostgreSQL from DATABASE_URL');
await app.listen({ host: config.host, port: config.port });
