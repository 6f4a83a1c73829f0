/**
 * The steps of an action that moves money (a transfer, a swap): edit the form, confirm what the
 * server quoted, then the result. The Idempotency-Key is made when the user reaches the confirmation
 * and kept while the same action is retried (a lost answer replays instead of paying twice); a new
 * quote (edit, or a swap's rate that moved) is another action with a new key.
 */
export type FlowState<Quote, Result> =
  | { step: 'edit' }
  | {
      step: 'confirm';
      quote: Quote;
      key: string;
      sending: boolean;
      /** The quote before the server refused it (a swap's rate moved): shown beside the new one. */
      replaced: Quote | null;
    }
  | { step: 'done'; result: Result };

export type FlowEvent<Quote, Result> =
  | { type: 'review'; quote: Quote; key: string }
  | { type: 'send' }
  | { type: 'failed' }
  | { type: 'requote'; quote: Quote; key: string }
  | { type: 'succeeded'; result: Result }
  | { type: 'edit' };

export function flowReducer<Quote, Result>(
  state: FlowState<Quote, Result>,
  event: FlowEvent<Quote, Result>,
): FlowState<Quote, Result> {
  switch (event.type) {
    case 'review':
      return { step: 'confirm', quote: event.quote, key: event.key, sending: false, replaced: null };
    case 'send':
      return state.step === 'confirm' && !state.sending ? { ...state, sending: true } : state;
    case 'failed':
      // Same action, same key: the retry is recognised by the server.
      return state.step === 'confirm' ? { ...state, sending: false } : state;
    case 'requote':
      return state.step === 'confirm'
        ? { step: 'confirm', quote: event.quote, key: event.key, sending: false, replaced: state.quote }
        : state;
    case 'succeeded':
      return state.step === 'confirm' ? { step: 'done', result: event.result } : state;
    case 'edit':
      return state.step === 'confirm' && state.sending ? state : { step: 'edit' };
  }
}

/** A fresh Idempotency-Key (a UUID: 36 characters, within the API's 8-128). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
