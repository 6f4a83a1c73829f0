import { createHmac } from 'node:crypto';
import {
  POSTBACK_WIRES,
  type PostbackFields,
  type PostbackHmac,
  type PostbackNetworkId,
  postbackPath,
} from '@app/shared/tasklib/postback-protocol';
import type { Timers } from '../payment-sandbox/timers';

/**
 * The advertiser sandbox's postback sender: each postback is signed with its network's secret at each
 * attempt (ironsource and prodege carry the attempt's clock), sent as the network sends it (GET query or
 * POST form) and retried with exponential back-off while the API answers anything but the network's
 * success answer — except a refusal for good (a 4xx other than 409 and 429), after which a real network
 * stops too (docs/offers-postbacks.md, "Answers and retries").
 */

export interface SenderSettings {
  /** The API's base URL (postbacks go to <api>/provider/tasklib/postback/<network>). */
  apiUrl: string;
  secrets: Record<PostbackNetworkId, string>;
  maxAttempts: number;
  retryBaseMs: number;
  timeoutMs: number;
}

export interface PostbackAttempt {
  attempt: number;
  /** The API's HTTP status, or what went wrong. */
  status: number | 'timeout' | 'error';
  body: string;
  at: number;
}

export interface Delivery {
  id: number;
  network: PostbackNetworkId;
  fields: PostbackFields;
  /** Sent with a wrong signature on purpose (the tests' forged postback). */
  forged: boolean;
  attempts: PostbackAttempt[];
  /** delivered: the success answer; refused: a refusal for good; gave_up: every attempt failed. */
  state: 'pending' | 'delivered' | 'refused' | 'gave_up';
}

const hmac: PostbackHmac = (secret, message, encoding) => createHmac('sha256', secret).update(message).digest(encoding);

/** A refusal the network would not retry: a 4xx other than 409 (conflict: not yet) and 429 (slow down). */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}

export function createPostbackSender(settings: SenderSettings, timers: Timers) {
  const deliveries: Delivery[] = [];

  async function attempt(delivery: Delivery, n: number): Promise<PostbackAttempt> {
    const wire = POSTBACK_WIRES[delivery.network];
    const secret = delivery.forged ? 'not-the-network-secret-000000000000000' : settings.secrets[delivery.network];
    const request = wire.encode(delivery.fields, secret, hmac, Date.now());
    const url = new URL(postbackPath(delivery.network), settings.apiUrl);
    const init: RequestInit = { method: request.method, headers: request.headers };
    if (request.method === 'GET') url.search = new URLSearchParams(request.params).toString();
    else {
      init.body = new URLSearchParams(request.params).toString();
      init.headers = { ...request.headers, 'content-type': 'application/x-www-form-urlencoded' };
    }
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
      return { attempt: n, status: res.status, body: await res.text(), at: Date.now() };
    } catch (error) {
      const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'error';
      return { attempt: n, status, body: (error as Error).message, at: Date.now() };
    }
  }

  /** Sends until delivered, refused for good or out of attempts; resolves with the final state. */
  function run(delivery: Delivery, n: number): Promise<Delivery> {
    return attempt(delivery, n).then((result) => {
      delivery.attempts.push(result);
      const status = result.status;
      if (
        typeof status === 'number' &&
        POSTBACK_WIRES[delivery.network].isSuccess(status, result.body, delivery.fields)
      ) {
        delivery.state = 'delivered';
        return delivery;
      }
      if (typeof status === 'number' && isFinalRefusal(status)) {
        delivery.state = 'refused';
        return delivery;
      }
      if (n >= settings.maxAttempts) {
        delivery.state = 'gave_up';
        return delivery;
      }
      return new Promise<Delivery>((resolve) => {
        timers.after(settings.retryBaseMs * 2 ** (n - 1), () => resolve(run(delivery, n + 1)));
      });
    });
  }

  return {
    deliveries,
    /** Records a postback and sends it; the promise settles when its delivery ends. */
    send(network: PostbackNetworkId, fields: PostbackFields, forged = false): Promise<Delivery> {
      const delivery: Delivery = { id: deliveries.length + 1, network, fields, forged, attempts: [], state: 'pending' };
      deliveries.push(delivery);
      return run(delivery, 1);
    },
  };
}

export type PostbackSender = ReturnType<typeof createPostbackSender>;
