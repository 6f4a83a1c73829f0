import type { AnalyticsEventInput } from '@app/shared/analytics/contracts';
import { Batcher, type BatcherDeps } from './batcher';
import { AnalyticsError } from './errors';
import { EventQueue } from './event-queue';
import { EVENT_NAMES, type EventName, type ScreenName, screenOf } from './events';
import { type AnalyticsSession, buildSession, type SessionSource } from './session';
import { type CollectorTarget, fetchTask, sendBatch, workerSolver } from './transport';

export interface AnalyticsInit {
  token: string | undefined;
  appName: string;
  /** Spec 7.2: the production or the staging collector host. */
  env: 'production' | 'staging';
  hosts: { production: string; staging: string };
  session: Omit<SessionSource, 'appName'>;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The analytics client (spec 4.4, 7.2): typed events with the session fields, queued in
 * localStorage and sent by the Batcher. init() validates like the spec says: no token is
 * TOKEN_IS_NOT_PROVIDED, the messenger without user data USER_DATA_IS_NOT_PROVIDED.
 */
export class AnalyticsClient {
  private constructor(
    private readonly session: AnalyticsSession,
    private readonly queue: EventQueue,
    readonly batcher: Batcher,
  ) {}

  static init(options: AnalyticsInit, deps: Partial<BatcherDeps> = {}): AnalyticsClient {
    if (!options.token) throw new AnalyticsError('TOKEN_IS_NOT_PROVIDED');
    const session = buildSession({ ...options.session, appName: options.appName });
    const target: CollectorTarget = { baseUrl: options.hosts[options.env].replace(/\/+$/, ''), token: options.token };
    const queue = new EventQueue(typeof localStorage === 'undefined' ? undefined : localStorage);
    const batcher = new Batcher({
      queue,
      send: (events, content) => sendBatch(target, events, content),
      fetchTask: () => fetchTask(target),
      solve: workerSolver(target),
      online: () => typeof navigator === 'undefined' || navigator.onLine,
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      log: (message, detail) => console.warn(message, detail ?? ''),
      ...deps,
    });
    const client = new AnalyticsClient(session, queue, batcher);
    batcher.start();
    return client;
  }

  private record(name: EventName, customData: Record<string, unknown> = {}): void {
    const event: AnalyticsEventInput = {
      ...this.session,
      event_id: randomId(),
      event_name: name,
      client_timestamp: Date.now(),
      custom_data: customData,
    };
    this.queue.add(event);
  }

  appInit() {
    this.record(EVENT_NAMES.appInit);
  }
  appHide() {
    this.record(EVENT_NAMES.appHide);
  }
  pageView(screen: ScreenName, path: string) {
    this.record(EVENT_NAMES.pageView, { screen, path });
  }
  /** A page view of the screen at `path` (without locale), if it is one of spec 2.9's screens. */
  /** A screen was shown: `pathname` with or without its locale prefix (`/en-US/wallet` is `/wallet`). */
  viewed(pathname: string) {
    const path = pathname.replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/, '') || '/';
    const screen = screenOf(path);
    if (screen) this.pageView(screen, path);
  }
  walletConnectStarted() {
    this.record(EVENT_NAMES.walletConnectStarted);
  }
  walletConnectSuccess(wallet: { address: string; chain: string }) {
    this.record(EVENT_NAMES.walletConnectSuccess, wallet);
  }
  walletConnectError(error: string) {
    this.record(EVENT_NAMES.walletConnectError, { error: error.slice(0, 256) });
  }
  walletDisconnect() {
    this.record(EVENT_NAMES.walletDisconnect);
  }
  connectionRestoring() {
    this.record(EVENT_NAMES.connectionRestoring);
  }
  transactionSent(tx: { coin: string; amount: string }) {
    this.record(EVENT_NAMES.transactionSent, tx);
  }
  transactionSigned(tx: { coin: string; amount: string; tx_id: string }) {
    this.record(EVENT_NAMES.transactionSigned, tx);
  }
  transactionFailed(tx: { coin: string; amount: string; error: string }) {
    this.record(EVENT_NAMES.transactionFailed, { ...tx, error: tx.error.slice(0, 256) });
  }
  task(action: string, data: Record<string, unknown> = {}) {
    this.record(EVENT_NAMES.task, { action, ...data });
  }
  custom(name: string, data: Record<string, unknown> = {}) {
    this.record(EVENT_NAMES.custom, { name, ...data });
  }

  get sessionFields(): AnalyticsSession {
    return this.session;
  }
}

export { randomId };
