import { SERVICE_GROUPS } from '@app/shared';
import { ANALYTICS_HEADERS } from '@app/shared/analytics/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  buildServices,
  operatorRouteRegistrations,
  type ServiceOverrides,
  serverGroupRoutes,
  serviceGroupRoutes,
} from './compose';
import type { AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { lazyChildLoggerFactory } from './lib/lazy-request-logger';
import { requestIdOf } from './lib/request-ids';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerAnalyticsRoutes } from './modules/analytics';
import { syncCasinoCatalogue } from './modules/casino';
import { syncRankPrizes } from './modules/casino-engage';
import { syncLuckyPrizes } from './modules/lucky';
import { syncMissions } from './modules/missions';
import { opsCorsRule, registerOpsRoutes } from './modules/ops';
import { syncPaymentMarkets } from './modules/payments';
import { registerSystemRoutes } from './modules/system';
import { syncOfferCatalogue } from './modules/tasklib';
import { registerAuth } from './plugins/auth';
import { type CorsOptions, registerCors } from './plugins/cors';
import { answerClientError, registerErrorHandling } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { COMMON_HEADER_NAMES, requireCommonHeaders } from './plugins/request-context';
import { registerSignedRequests } from './plugins/signed-requests';

export interface BuildOptions {
  /** Pino options or an instance; tests pass a stream to read the log. Default: config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Replaceable services (an SMS gateway; tests capture codes). */
  services?: ServiceOverrides;
}

/**
 * Builds the whole API: database (migrated, optionally seeded), error envelope, OpenAPI, system routes
 * and every service-group module (services built once, in compose.ts). The server (server.ts) and the tests call this same function.
 * The app owns the database handle and closes it in onClose, after in-flight requests have finished.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database: DatabaseHandle = createDatabase(config.database);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers["user-secret-key"]', 'req.headers.xbsl', 'req.headers.authorization'],
    },
    // request.log is made only when something is logged (lib/lazy-request-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
    requestIdHeader: false,
    genReqId: (req) => {
      // Fastify calls this first for every request, injected ones too: a version of the database read
      // before this request began is not reused for it (db/change-version.ts). Cheaper than a hook.
      database.requestArrived();
      return requestIdOf(req.headers['x-request-id']);
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // What Node's HTTP parser refuses before Fastify sees a request (a URL or headers over 16 KB: 431)
    // is answered in the envelope too.
    clientErrorHandler: answerClientError,
  });
  app.addHook('onClose', async () => {
    await database.close();
  });

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    // JSON only: a text/plain body would otherwise reach the handlers as a string. Routes that take
    // a form body (spec 7.3 /user/regist) register their own parser in their module's scope.
    app.removeContentTypeParser('text/plain');
    registerJsonBody(app);
    registerErrorHandling(app);
    // Node's server.close() ends only the keep-alive connections that are idle at that moment; one
    // whose request is still in flight goes idle afterwards and is kept open until keepAliveTimeout
    // (72 s), holding up app.close() and so the graceful shutdown (found by graceful-shutdown.test.ts).
    // Answers sent once closing has begun therefore ask the client to close the connection.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A callback hook: no promise per answer.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('request-id', request.id);
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });

    const playerCors: CorsOptions = {
      origins: config.corsOrigins,
      allowedHeaders: [
        ...COMMON_HEADER_NAMES,
        'Content-Type',
        'Idempotency-Key',
        'XBSL',
        'X-Request-Id',
        // The analytics collector's own headers (spec 7.2).
        ...Object.values(ANALYTICS_HEADERS),
      ],
      exposedHeaders: ['request-id'],
      maxAge: 600,
    };
    // The operator routes (/ops/...) answer the console's origins only, with credentials.
    registerCors(app, playerCors, [opsCorsRule(playerCors, config.ops.consoleOrigins)]);
    await registerOpenApi(app);

    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    // The games catalogue is product data, not demo data: new titles of the data file join at every start.
    await syncCasinoCatalogue(database.db, Date.now());
    // Likewise the bet rankings' prizes: a period the operators have not configured gets the data file's.
    await syncRankPrizes(database.db, Date.now());
    // So are the draws' prize tables: prizes of the data file that the database lacks join; edits stay.
    await syncLuckyPrizes(database.db, Date.now());
    // And the payment markets' first FX rates and limits (issue 14): a market the database lacks joins.
    await syncPaymentMarkets(database.db, Date.now());
    // And the missions (issue 15): a mission of the data file the database lacks joins; edits stay.
    await syncMissions(database.db, Date.now());
    if (config.seedDemoData) await seedDemoData(database.db);
    // The task library's products and offers (issue 15): after the demo seed, whose home catalogue
    // fills only an empty product table; what the data files add beyond it joins, edits stay.
    await syncOfferCatalogue(database.db, Date.now());

    if (config.developmentSecrets.length > 0) {
      app.log.warn(
        { settings: config.developmentSecrets },
        'using public development values for these secrets: set them in the environment before real use',
      );
    }
    const services = buildServices(config, database, app.log, options.services, Date.now());
    // Jobs run once the server listens (never in app.inject tests, which do not listen), and stop
    // before the database closes: onClose hooks run last-registered first, and the database's was first.
    if (config.jobs.enabled) {
      app.addHook('onListen', async () => {
        // The search index's sync chain (modules/search): its first job, which enqueues the next.
        await services.search.startSync();
        // The badges' evaluation chain (modules/honor): its first job, which enqueues the next.
        await services.honor.startEvaluation();
        services.jobs.runner.start();
      });
    }
    app.addHook('onClose', async () => {
      await services.jobs.runner.stop();
    });

    registerSystemRoutes(app, services.system);
    registerAnalyticsRoutes(app, services.analytics);
    await registerOpsRoutes(app, services.ops, operatorRouteRegistrations(services));
    for (const { group, register } of serverGroupRoutes(services)) {
      await app.register(async (scope) => register(scope), { prefix: SERVICE_GROUPS[group].mountPrefix });
    }
    await app.register(async (groups) => {
      requireCommonHeaders(groups);
      registerAuth(groups, services.auth.sessions, database.turnEnd);
      registerSignedRequests(groups, services.auth.signatures);
      await registerRateLimits(groups, services.auth.rateCounters);
      for (const { group, register } of serviceGroupRoutes(services)) {
        await groups.register(async (scope) => register(scope), { prefix: SERVICE_GROUPS[group].mountPrefix });
      }
    });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
