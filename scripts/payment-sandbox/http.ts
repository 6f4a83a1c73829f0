import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderErrorBody } from '@app/shared/payments/provider-protocol';
import type { z } from 'zod';

/** Small HTTP helpers of the sandbox payment provider. */

export function readBody(req: IncomingMessage, limit = 64_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > limit) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

export function replyJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function replyHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function replyError(
  res: ServerResponse,
  status: number,
  type: ProviderErrorBody['error']['type'],
  message: string,
  field?: string,
): void {
  replyJson(res, status, { error: { type, message, ...(field ? { field } : {}) } } satisfies ProviderErrorBody);
}

/** A JSON body through a schema, or null after answering 400 with the first field at fault. */
export function parseJson<S extends z.ZodType>(res: ServerResponse, schema: S, raw: string): z.infer<S> | null {
  let json: unknown;
  try {
    json = JSON.parse(raw || '{}');
  } catch {
    replyError(res, 400, 'invalid_request', 'the body is not JSON');
    return null;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  replyError(res, 400, 'invalid_request', `${field ?? 'body'}: ${issue?.message ?? 'invalid'}`, field);
  return null;
}
