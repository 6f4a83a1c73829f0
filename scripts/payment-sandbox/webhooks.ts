import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentEvent, PaymentEventType } from '@app/shared/payments/provider-events';
import { PAYMENT_SIGNATURE_HEADER, signatureHeader } from '@app/shared/payments/webhook-signature';
import type { SandboxSettings } from './settings';
import type { Timers } from './timers';

/**
 * The sandbox's webhook sender: each event is signed at each attempt (a fresh `t`), POSTed to the
 * merchant's endpoint, and retried on anything but 2xx (timeouts included) with exponential backoff,
 * at most settings.maxAttempts times. Like a real provider it sometimes delivers an event twice and
 * sometimes holds one back so a later event arrives first (settings: duplicateRate, outOfOrderRate,
 * holdNextEvents).
 */

export interface DeliveryAttempt {
  /** 1 for the event's first delivery, 2 for its duplicate. */
  copy: number;
  attempt: number;
  /** The endpoint's HTTP status, or what went wrong. */
  outcome: number | 'timeout' | 'error';
  at: number;
}

export interface EventRecord {
  event: PaymentEvent;
  attempts: DeliveryAttempt[];
  /** delivered: a 2xx came back; failed: every attempt failed; held: sent after the out-of-order delay. */
  state: 'pending' | 'delivered' | 'failed' | 'unsent';
  held: boolean;
  duplicated: boolean;
}

const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

export function createWebhookSender(settings: SandboxSettings, secrets: () => readonly string[], timers: Timers) {
  const events: EventRecord[] = [];

  async function attempt(record: EventRecord, copy: number, n: number): Promise<boolean> {
    const url = settings.webhookUrl;
    if (!url) return false;
    const raw = JSON.stringify(record.event);
    const header = signatureHeader(hmacHex, secrets(), raw, Math.floor(Date.now() / 1000));
    let outcome: DeliveryAttempt['outcome'];
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: header },
        body: raw,
        signal: AbortSignal.timeout(settings.deliveryTimeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      outcome = res.status;
    } catch (error) {
      outcome = (error as Error).name === 'TimeoutError' ? 'timeout' : 'error';
    }
    record.attempts.push({ copy, attempt: n, outcome, at: Date.now() });
    return typeof outcome === 'number' && outcome >= 200 && outcome < 300;
  }

  function deliver(record: EventRecord, copy: number, n: number): void {
    if (!settings.webhookUrl) {
      record.state = 'unsent';
      return;
    }
    attempt(record, copy, n).then((ok) => {
      if (ok) {
        record.state = 'delivered';
      } else if (n >= settings.maxAttempts) {
        if (record.state !== 'delivered') record.state = 'failed';
      } else {
        timers.after(settings.retryBaseMs * 2 ** (n - 1), () => deliver(record, copy, n + 1));
      }
    });
  }

  return {
    events,
    /** Records the event and sends it (unless `silent`: the sandbox's "webhook lost" magic account). */
    emit(type: PaymentEventType, object: unknown, silent = false): PaymentEvent {
      const event = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: structuredClone(object) },
      } as PaymentEvent;
      const held = settings.holdNextEvents > 0 || Math.random() < settings.outOfOrderRate;
      if (settings.holdNextEvents > 0) settings.holdNextEvents--;
      const duplicated = Math.random() < settings.duplicateRate;
      const record: EventRecord = { event, attempts: [], state: silent ? 'unsent' : 'pending', held, duplicated };
      events.push(record);
      if (silent) return event;
      const delay = held ? settings.outOfOrderDelayMs : 0;
      timers.after(delay, () => deliver(record, 1, 1));
      if (duplicated) timers.after(delay + 50, () => deliver(record, 2, 1));
      return event;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
