/**
 * The baseline for the API figures: Fastify 5 with no plugins, no hooks, logger off, one route.
 * Started by bench/run.ts in its own process: HOST and PORT from the environment.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
