/**
 * Who is listening right now (issue 18 item 4): the open event streams of this API process, by player.
 * A message or notice committed here is pushed to the reader's streams at once. It is bounded (streams
 * per player and in all) and a stream leaves when its connection closes. One process only: with several,
 * a message committed on one must reach streams held by another (docs/decisions.md, "Messages: live
 * updates": PostgreSQL LISTEN/NOTIFY or a shared broker in front of publish()).
 */
export interface LiveStream {
  /** Writes one server-sent event; the stream's owner formats it. */
  send(event: string, data: unknown): void;
  /** Ends the stream (server shutdown). */
  end(): void;
}

export interface LiveLimits {
  perPlayer: number;
  total: number;
}

export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private count = 0;

  constructor(readonly limits: LiveLimits) {}

  /** Adds a player's stream, or answers false when the player or the process has too many. */
  join(userId: number, stream: LiveStream): boolean {
    const mine = this.streams.get(userId) ?? new Set<LiveStream>();
    if (mine.size >= this.limits.perPlayer || this.count >= this.limits.total) return false;
    mine.add(stream);
    this.streams.set(userId, mine);
    this.count++;
    return true;
  }

  leave(userId: number, stream: LiveStream): void {
    const mine = this.streams.get(userId);
    if (!mine?.delete(stream)) return;
    this.count--;
    if (mine.size === 0) this.streams.delete(userId);
  }

  /** Whether the player has a stream here (the push reads their counts only then). */
  listening(userId: number): boolean {
    return this.streams.has(userId);
  }

  publish(userId: number, event: string, data: unknown): void {
    for (const stream of this.streams.get(userId) ?? []) stream.send(event, data);
  }

  /** Open streams (tests check that a closed connection leaves). */
  size(): number {
    return this.count;
  }

  endAll(): void {
    for (const mine of this.streams.values()) for (const stream of mine) stream.end();
    this.streams.clear();
    this.count = 0;
  }
}
