import { describe, expect, it } from 'vitest';
import { LiveHub, type LiveStream } from '../live-hub';
import { StreamTickets, TICKET_TTL_MS } from '../stream-tickets';

const stream = (sent: string[] = []): LiveStream => ({ send: (event) => sent.push(event), end: () => {} });

/** The stream's in-process parts: bounded, cleaned up, tickets once and short-lived. */
describe('live hub and stream tickets', () => {
  it('bounds streams per player and in all, and a stream that leaves frees its place', () => {
    const hub = new LiveHub({ perPlayer: 2, total: 3 });
    const [s1, s2, s3] = [stream(), stream(), stream()];
    expect(hub.join(1, s1)).toBe(true);
    expect(hub.join(1, s2)).toBe(true);
    expect(hub.join(1, s3)).toBe(false);
    expect(hub.join(2, s3)).toBe(true);
    expect(hub.join(3, stream())).toBe(false);
    hub.leave(1, s1);
    hub.leave(1, s1);
    expect(hub.size()).toBe(2);
    expect(hub.join(3, stream())).toBe(true);
    hub.endAll();
    expect(hub.size()).toBe(0);
    expect(hub.listening(1)).toBe(false);
  });

  it('publishes to the player’s streams only', () => {
    const hub = new LiveHub({ perPlayer: 5, total: 10 });
    const [mine, theirs]: string[][] = [[], []];
    hub.join(1, stream(mine));
    hub.join(2, stream(theirs));
    hub.publish(1, 'message', {});
    expect(mine).toEqual(['message']);
    expect(theirs).toEqual([]);
  });

  it('redeems a ticket once, for its player, and not after it expires', () => {
    let now = 1_000_000;
    const tickets = new StreamTickets(() => now);
    const a = tickets.issue(7);
    expect(a.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tickets.redeem(a.ticket)).toBe(7);
    expect(tickets.redeem(a.ticket)).toBeUndefined();
    const b = tickets.issue(8);
    now += TICKET_TTL_MS;
    expect(tickets.redeem(b.ticket)).toBeUndefined();
    expect(tickets.redeem('unknown')).toBeUndefined();
  });
});
