import { describe, expect, it } from 'vitest';
import { gaClientIdOf } from './ga-client-id';

describe('gaClientIdOf (the _ga cookie)', () => {
  it('takes the client id out of the cookie, among others', () => {
    expect(gaClientIdOf('NEXT_LOCALE=en-US; _ga=GA1.1.123456789.1700000000; x=1')).toBe('123456789.1700000000');
    expect(gaClientIdOf('_ga=GA1.2.42.17')).toBe('42.17');
  });

  it.each(['', 'x=1', '_ga=', '_ga=junk', '_gat=GA1.1.1.1', '_ga=GA1.1.1.1.1'])('finds none in %j', (cookie) => {
    expect(gaClientIdOf(cookie)).toBeNull();
  });
});
