import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A delivery as our webhook endpoint would see it. */
export interface ReceivedWebhook {
  rawBody: string;
  headers: IncomingHttpHeaders;
  /** The status this receiver answered ('hang': it never answered). */
  answered: number | 'hang';
}

/**
 * A tiny merchant webhook endpoint on 127.0.0.1: records every delivery and answers the statuses it is
 * told in turn (then 200); 'hang' keeps the request open so the sender's timeout fires.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let script: (number | 'hang')[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const answer = script.shift() ?? 200;
      received.push({ rawBody: raw, headers: req.headers, answered: answer });
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/provider/payments/webhook`,
    received,
    /** The next answers, in order (then 200 again). */
    answerNext(statuses: (number | 'hang')[]) {
      script = [...statuses];
    },
    /** Deliveries (JSON bodies parsed) of one object's events. */
    eventsFor(objectId: string) {
      return received
        .map((r) => JSON.parse(r.rawBody) as { id: string; type: string; data: { object: { id: string } } })
        .filter((e) => e.data.object.id === objectId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Waits (polling) until `check` holds; a test that never gets there fails with `what`. */
export async function eventually<T>(what: string, check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
