import type { AnalyticsEventInput } from '@app/shared/analytics/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Batcher, type BatcherDeps, backoffInterval, type CollectorResponse } from './batcher';
import { EventQueue, type QueueStorage } from './event-queue';

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

let serial = 0;
function event(name = 'app-init'): AnalyticsEventInput {
  serial++;
  return {
    event_id: `evt-${serial.toString().padStart(6, '0')}`,
    event_name: name,
    session_id: 's',
    user_id: '1',
    app_name: 'app',
    is_premium: false,
    platform: 'tg',
    locale: 'en-US',
    start_param: '',
    client_timestamp: 1,
    custom_data: {},
  };
}

/** A scripted collector: answers in order (the last repeats), records each batch and its Content. */
function scripted(...answers: (CollectorResponse | 'network')[]) {
  const calls: { at: number; ids: string[]; content: string }[] = [];
  let i = 0;
  return {
    calls,
    send: async (events: AnalyticsEventInput[], content: string) => {
      calls.push({ at: Date.now(), ids: events.map((e) => e.event_id), content });
      const answer = answers[Math.min(i++, answers.length - 1)] as CollectorResponse | 'network';
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return answer;
    },
  };
}

function setup(server: ReturnType<typeof scripted>, options: { online?: () => boolean } = {}) {
  const storage = memoryStorage();
  const queue = new EventQueue(storage);
  const solved: string[] = [];
  const logs: string[] = [];
  let taskSerial = 0;
  const deps: BatcherDeps = {
    queue,
    send: server.send,
    fetchTask: async () => `task-${++taskSerial}`,
    solve: async (task) => {
      solved.push(task);
      return 'sol';
    },
    online: options.online ?? (() => true),
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    log: (m) => void logs.push(m),
  };
  const batcher = new Batcher(deps);
  return { batcher, queue, storage, solved, logs };
}

describe('analytics batching (spec 4.4, 8.2, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the 5xx back-off intervals are round(2000 x 2.71^k): 2000, 5420, 14688, 39805, 107872', () => {
    expect([0, 1, 2, 3, 4].map(backoffInterval)).toEqual([2000, 5420, 14688, 39805, 107872]);
  });

  it('2xx: a batch goes every 2000 ms, at most 20 events, and the sent events leave the queue', async () => {
    const server = scripted({ status: 200 });
    const { batcher, queue } = setup(server);
    for (let i = 0; i < 25; i++) queue.add(event());
    batcher.start();
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls[0]?.ids).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls[1]?.ids).toHaveLength(5);
    expect(queue.size).toBe(0);
    expect(server.calls.map((c) => c.at - 1_000_000)).toEqual([2000, 4000]);
    expect(batcher.intervals).toEqual([2000, 2000, 2000]);
  });

  it('2xx carrying a new task: the next batch is sent with the new task solved', async () => {
    const server = scripted({ status: 200, task: 'task-from-server' }, { status: 200 });
    const { batcher, queue, solved } = setup(server);
    queue.add(event());
    batcher.start();
    await vi.advanceTimersByTimeAsync(2000);
    queue.add(event());
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls.map((c) => c.content)).toEqual(['task-1:sol', 'task-from-server:sol']);
    expect(solved).toEqual(['task-1', 'task-from-server']);
  });

  it('429: batching restarts at 2000 ms, the events stay, and the answer’s task replaces the old one', async () => {
    const server = scripted({ status: 429, task: 'task-after-429' }, { status: 200 });
    const { batcher, queue } = setup(server);
    const e = event();
    queue.add(e);
    batcher.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(queue.all().map((x) => x.event_id)).toEqual([e.event_id]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls.map((c) => [c.at - 1_000_000, c.content])).toEqual([
      [2000, 'task-1:sol'],
      [4000, 'task-after-429:sol'],
    ]);
    expect(queue.size).toBe(0);
  });

  it('another 4xx: no retry, the batch is dropped and logged, later events still go', async () => {
    const server = scripted({ status: 400 }, { status: 200 });
    const { batcher, queue, logs } = setup(server);
    const dropped = event('bad');
    queue.add(dropped);
    batcher.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(queue.size).toBe(0);
    expect(logs.some((l) => l.includes('400') && l.includes('dropping 1'))).toBe(true);
    const next = event();
    queue.add(next);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls.map((c) => c.ids)).toEqual([[dropped.event_id], [next.event_id]]);
  });

  it('5xx six times in a row: waits 2000, 5420, 14688, 39805, 107872 ms, then stops; the sixth is never sent', async () => {
    const server = scripted({ status: 503 });
    const { batcher, queue } = setup(server);
    const e = event();
    queue.add(e);
    batcher.start();
    await vi.advanceTimersByTimeAsync(2000 + 5420 + 14688 + 39805 + 107872 + 10_000_000);
    expect(server.calls.map((c) => c.at - 1_000_000)).toEqual([
      2000,
      2000 + 5420,
      2000 + 5420 + 14688,
      2000 + 5420 + 14688 + 39805,
      2000 + 5420 + 14688 + 39805 + 107872,
    ]);
    expect(batcher.intervals).toEqual([2000, 5420, 14688, 39805, 107872]);
    expect(batcher.isStopped).toBe(true);
    expect(queue.all().map((x) => x.event_id)).toEqual([e.event_id]);
  });

  it('a 2xx after 5xx resets the back-off', async () => {
    const server = scripted({ status: 500 }, { status: 500 }, { status: 200 }, { status: 200 });
    const { batcher, queue } = setup(server);
    queue.add(event());
    batcher.start();
    await vi.advanceTimersByTimeAsync(2000 + 5420 + 14688);
    queue.add(event());
    await vi.advanceTimersByTimeAsync(2000);
    expect(batcher.intervals).toEqual([2000, 5420, 14688, 2000, 2000]);
    expect(server.calls).toHaveLength(4);
  });

  it('203 four times in a row: each new task is solved and the batch re-sent at once, then batching restarts', async () => {
    const server = scripted(
      { status: 203, task: 't-a' },
      { status: 203, task: 't-b' },
      { status: 203, task: 't-c' },
      { status: 203, task: 't-d' },
      { status: 200 },
    );
    const { batcher, queue, solved } = setup(server);
    const e = event();
    queue.add(e);
    batcher.start();
    // The re-sends wait 0 ms: they all happen at 2000 ms.
    await vi.advanceTimersByTimeAsync(2000);
    for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.map((c) => [c.at - 1_000_000, c.content])).toEqual([
      [2000, 'task-1:sol'],
      [2000, 't-a:sol'],
      [2000, 't-b:sol'],
      [2000, 't-c:sol'],
    ]);
    expect(solved).toEqual(['task-1', 't-a', 't-b', 't-c']);
    expect(batcher.intervals).toEqual([2000, 0, 0, 0, 2000]);
    expect(queue.size).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls.at(-1)).toMatchObject({ at: 1_004_000, content: 't-d:sol', ids: [e.event_id] });
    expect(queue.size).toBe(0);
  });

  it('offline: nothing is sent; once online the batch goes on the next tick', async () => {
    let online = false;
    const server = scripted({ status: 200 });
    const { batcher, queue } = setup(server, { online: () => online });
    queue.add(event());
    batcher.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(0);
    online = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls.map((c) => c.at - 1_000_000)).toEqual([12_000]);
  });

  it('a network error: the same batch is retried on the next tick', async () => {
    const server = scripted('network', { status: 200 });
    const { batcher, queue } = setup(server);
    const e = event();
    queue.add(e);
    batcher.start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.calls.map((c) => [c.at - 1_000_000, c.ids])).toEqual([
      [2000, [e.event_id]],
      [4000, [e.event_id]],
    ]);
    expect(queue.size).toBe(0);
  });

  it('sends only while the first report was under 24 h ago', async () => {
    const server = scripted({ status: 200 });
    const { batcher, queue, logs } = setup(server);
    queue.add(event());
    batcher.start();
    await vi.advanceTimersByTimeAsync(2000);
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    queue.add(event());
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls).toHaveLength(1);
    expect(batcher.isStopped).toBe(true);
    expect(logs.some((l) => l.includes('24 h'))).toBe(true);
  });

  it('the queue survives a reload without duplicates', () => {
    const storage = memoryStorage();
    const e = event();
    new EventQueue(storage).add(e);
    const reloaded = new EventQueue(storage);
    reloaded.add(e);
    reloaded.add(event());
    expect(new EventQueue(storage).all().map((x) => x.event_id)).toEqual([
      e.event_id,
      `evt-${serial.toString().padStart(6, '0')}`,
    ]);
  });
});
