import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCallError } from '@/lib/api/api-error';
import { errorNoticeText, type NoticeTranslations } from './notice-text';

const tr: NoticeTranslations = {
  netTry: 'Network error, please try again.',
  byCode: (code, data) =>
    code === 1007
      ? `Wait ${(data as { retry_after_s: number }).retry_after_s} s`
      : code === 1006
        ? 'Wrong code'
        : undefined,
  byField: (field, message) => (field === 'phone' && /valid phone/.test(message) ? 'Check the number.' : 'Check it.'),
};

describe('errorNoticeText (spec 8.4)', () => {
  it('network error: error_net_try followed by the message', () => {
    expect(errorNoticeText(new ApiCallError('network', 'Failed to fetch'), tr)).toBe(
      'Network error, please try again. Failed to fetch',
    );
  });

  it('HTTP 200 with a field error: the translated sentence for the field and its message, said once', () => {
    const error = new ApiCallError('business', 'Invalid parameter', {
      status: 200,
      code: 1001,
      field: 'phone',
      fieldMessage: 'is not a valid phone number for +84',
    });
    expect(errorNoticeText(error, tr)).toBe('Check the number.');
  });

  it('a field error from an older API (msg naming the field) still shows only the sentence', () => {
    const error = new ApiCallError('business', 'Invalid parameter: phone: is not a valid phone number for +84', {
      status: 200,
      code: 1001,
      field: 'phone',
      fieldMessage: 'is not a valid phone number for +84',
    });
    expect(errorNoticeText(error, tr)).toBe('Check the number.');
  });

  it('business error: the message only', () => {
    expect(errorNoticeText(new ApiCallError('business', 'Already in use', { status: 200, code: 1009 }), tr)).toBe(
      'Already in use',
    );
  });

  it('business error with a translation by code (data feeds it)', () => {
    const error = new ApiCallError('business', 'Please wait', { status: 200, code: 1007, data: { retry_after_s: 42 } });
    expect(errorNoticeText(error, tr)).toBe('Wait 42 s');
  });

  it('HTTP failure: status and error text, the status once', () => {
    expect(errorNoticeText(new ApiCallError('http', 'Internal server error', { status: 500, code: 500 }), tr)).toBe(
      '500 Internal server error',
    );
    expect(errorNoticeText(new ApiCallError('http', '502 Bad Gateway', { status: 502 }), tr)).toBe('502 Bad Gateway');
  });

  it('a response that breaks its contract (parsing): status and the failing field', () => {
    const parsed = z.object({ user_id: z.number() }).safeParse({ user_id: 'x' });
    expect(errorNoticeText(parsed.error, tr)).toMatch(/^200 user_id /);
  });

  it.each([1004, 1010, 1012, 1013, 1014])('code %i is handled centrally: no notice', (code) => {
    expect(errorNoticeText(new ApiCallError('business', 'x', { status: 200, code }), tr)).toBeNull();
  });

  it('ERROR_OUTOF_NEWBIE is not an error (spec 8.3)', () => {
    expect(errorNoticeText(new ApiCallError('business', 'ERROR_OUTOF_NEWBIE', { code: 1003 }), tr)).toBeNull();
    expect(errorNoticeText(new Error('ERROR_OUTOF_NEWBIE'), tr)).toBeNull();
  });

  it('custom errors: their message', () => {
    expect(errorNoticeText(new Error('JsBridge login error'), tr)).toBe('JsBridge login error');
    expect(errorNoticeText('plain', tr)).toBe('plain');
  });
});
