import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends the one-time code by SMS. No SMS gateway is reachable from here, so the default sender
 * writes the code to the API log and says that it is a development sender; a gateway adapter
 * implements this interface and is passed to buildApp. Tests pass a sender that captures codes.
 */
export interface SmsSender {
  /** A human name for logs ("development log sender", "twilio", ...). */
  readonly name: string;
  send(phoneE164: string, text: string, code: string): Promise<void>;
}

export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    name: 'development log sender',
    async send(phone, text) {
      log.warn({ phone, text }, 'SMS not sent: the development SMS sender writes it to the log');
    },
  };
}

/** Appends one JSON line per message ({phone, text, code, at}): the end-to-end tests' phone. */
export function fileSmsSender(file: string): SmsSender {
  return {
    name: 'development file sender',
    async send(phone, text, code) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ phone, text, code, at: Date.now() })}\n`);
    },
  };
}

/** Keeps every message; `lastCode(phone)` is what a test would read off the phone. */
export class CapturingSmsSender implements SmsSender {
  readonly name = 'capturing test sender';
  readonly sent: { phone: string; text: string; code: string }[] = [];
  async send(phone: string, text: string, code: string) {
    this.sent.push({ phone, text, code });
  }
  lastCode(phone: string): string | undefined {
    return this.sent.filter((m) => m.phone === phone).at(-1)?.code;
  }
}
