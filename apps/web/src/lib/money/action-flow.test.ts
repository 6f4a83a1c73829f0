import { describe, expect, it } from 'vitest';
import { type FlowEvent, type FlowState, flowReducer, newIdempotencyKey } from './action-flow';

type S = FlowState<string, string>;
type E = FlowEvent<string, string>;

function run(events: E[], from: S = { step: 'edit' }): S {
  return events.reduce<S>((state, event) => flowReducer(state, event), from);
}

describe('flowReducer (money-moving actions)', () => {
  it('review -> confirm with the quote and its key; send; success -> done with the result', () => {
    const confirm = run([{ type: 'review', quote: 'q1', key: 'k1' }]);
    expect(confirm).toEqual({ step: 'confirm', quote: 'q1', key: 'k1', sending: false, replaced: null });
    expect(run([{ type: 'send' }], confirm)).toMatchObject({ sending: true });
    expect(run([{ type: 'send' }, { type: 'succeeded', result: 'tx 9' }], confirm)).toEqual({
      step: 'done',
      result: 'tx 9',
    });
  });

  it('a failed send stays on the confirmation with the same key (the retry is the same action)', () => {
    const state = run([{ type: 'review', quote: 'q1', key: 'k1' }, { type: 'send' }, { type: 'failed' }]);
    expect(state).toEqual({ step: 'confirm', quote: 'q1', key: 'k1', sending: false, replaced: null });
  });

  it('a second send while one is in flight changes nothing (no double submit)', () => {
    const sending = run([{ type: 'review', quote: 'q1', key: 'k1' }, { type: 'send' }]);
    expect(flowReducer(sending, { type: 'send' })).toBe(sending);
  });

  it('a new quote (rate moved) replaces the quote and the key, keeping the old quote to compare', () => {
    const state = run([
      { type: 'review', quote: 'q1', key: 'k1' },
      { type: 'send' },
      { type: 'requote', quote: 'q2', key: 'k2' },
    ]);
    expect(state).toEqual({ step: 'confirm', quote: 'q2', key: 'k2', sending: false, replaced: 'q1' });
  });

  it('editing goes back to the form (not while sending); reviewing again brings a new key', () => {
    const confirm = run([{ type: 'review', quote: 'q1', key: 'k1' }]);
    expect(run([{ type: 'send' }, { type: 'edit' }], confirm)).toMatchObject({ step: 'confirm', sending: true });
    expect(run([{ type: 'edit' }, { type: 'review', quote: 'q1', key: 'k2' }], confirm)).toMatchObject({ key: 'k2' });
  });

  it('events that do not fit the step change nothing', () => {
    const edit: S = { step: 'edit' };
    expect(flowReducer(edit, { type: 'send' })).toBe(edit);
    expect(flowReducer(edit, { type: 'succeeded', result: 'x' })).toBe(edit);
    expect(flowReducer(edit, { type: 'requote', quote: 'q', key: 'k' })).toBe(edit);
  });

  it('keys are fresh UUIDs the API accepts (8-128 characters)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
