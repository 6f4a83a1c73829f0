import type { AnalyticsEventInput } from '@app/shared/analytics/contracts';

export const QUEUE_STORAGE_KEY = 'analytics_queue_v1';

/** The minimal Storage the queue needs (localStorage in the browser, a Map in tests). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Events waiting to be sent, kept in storage so they survive a reload. An event is identified by its
 * event_id: adding it twice keeps one, and the collector stores a re-sent one once too.
 */
export class EventQueue {
  constructor(private readonly storage: QueueStorage | undefined) {}

  private read(): AnalyticsEventInput[] {
    try {
      const raw = this.storage?.getItem(QUEUE_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as AnalyticsEventInput[]) : [];
    } catch {
      return [];
    }
  }

  private write(events: AnalyticsEventInput[]): void {
    try {
      this.storage?.setItem(QUEUE_STORAGE_KEY, JSON.stringify(events));
    } catch {
      // Storage full or unavailable: the events stay in this page's memory only.
    }
    this.memory = events;
  }

  private memory: AnalyticsEventInput[] | undefined;

  all(): AnalyticsEventInput[] {
    return this.storage ? this.read() : (this.memory ?? []);
  }

  add(event: AnalyticsEventInput): void {
    const events = this.all();
    if (events.some((e) => e.event_id === event.event_id)) return;
    this.write([...events, event]);
  }

  /** The oldest `max` events, left in the queue until remove() confirms them. */
  peek(max: number): AnalyticsEventInput[] {
    return this.all().slice(0, max);
  }

  remove(ids: readonly string[]): void {
    const gone = new Set(ids);
    this.write(this.all().filter((e) => !gone.has(e.event_id)));
  }

  get size(): number {
    return this.all().length;
  }
}
