import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { isMissing } from './missing';

describe('a product or task that is not there for me', () => {
  it.each([
    [new ApiCallError('business', 'Not found', { code: 404 }), true],
    [new ApiCallError('business', 'Resource not found', { code: 1003 }), true],
    [new ApiCallError('business', 'not offered', { code: 1110 }), true],
    [new ApiCallError('http', 'Not Found', { status: 404 }), true],
    [new ApiCallError('business', 'other', { code: 1112 }), false],
    [new ApiCallError('http', 'Bad gateway', { status: 502 }), false],
    [new ApiCallError('network', 'offline'), false],
    [new Error('x'), false],
  ])('%s -> %s', (error, missing) => expect(isMissing(error)).toBe(missing));
});
