import { randomBytes } from 'node:crypto';

/** How long a ticket opens a stream: long enough for the browser to connect, short enough to be useless if leaked. */
export const TICKET_TTL_MS = 60_000;
/** Unredeemed tickets kept at most (oldest dropped): a client asking without opening cannot grow memory. */
const MAX_PENDING = 10_000;

/**
 * Stream tickets (issue 18 item 4): EventSource cannot send the session headers, so a signed-in call
 * (POST /message/stream_ticket, authenticated like every other call) hands out a random ticket that opens
 * GET /message/stream once, within a minute. Kept in this process's memory, like the streams themselves.
 */
export class StreamTickets {
  private readonly pending = new Map<string, { userId: number; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  issue(userId: number): { ticket: string; expiresAt: number } {
    this.sweep();
    const ticket = randomBytes(24).toString('base64url');
    const expiresAt = this.now() + TICKET_TTL_MS;
    this.pending.set(ticket, { userId, expiresAt });
    return { ticket, expiresAt };
  }

  /** The ticket's player, once; undefined if unknown, used or expired. */
  redeem(ticket: string): number | undefined {
    const found = this.pending.get(ticket);
    if (!found) return undefined;
    this.pending.delete(ticket);
    return found.expiresAt > this.now() ? found.userId : undefined;
  }

  private sweep(): void {
    const now = this.now();
    for (const [ticket, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(ticket);
    // Map keeps insertion order: the first keys are the oldest.
    for (const ticket of this.pending.keys()) {
      if (this.pending.size < MAX_PENDING) break;
      this.pending.delete(ticket);
    }
  }
}
