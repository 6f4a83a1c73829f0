import { describe, expect, it } from 'vitest';
import { maskNickname } from './mask';

describe('spec 9 "Masked gift sender nickname keeps the first 2 and last 2 characters"', () => {
  it.each<[string, string]>([
    ['alexander', 'al*****er'],
    ['bobby', 'bo*by'],
    ['Nguyễn Văn An', 'Ng*********An'],
    ['张三丰大侠', '张三*大侠'],
    ['ab😀cd😀ef', 'ab****ef'],
    // A family emoji is one character; a decomposed letter is composed first.
    ['👨‍👩‍👧xyz👍🏽', '👨‍👩‍👧x*z👍🏽'],
    ['Tra\u0300ng An', 'Tr****An'],
    // Short names: the rule would show them whole; only the first character stays.
    ['abcd', 'a***'],
    ['abc', 'a**'],
    ['a', 'a'],
    ['', ''],
    ['  padded name  ', 'pa*******me'],
  ])('%j -> %j', (nickname, expected) => {
    expect(maskNickname(nickname)).toBe(expected);
  });

  it('takes another mask character', () => {
    expect(maskNickname('alexander', '•')).toBe('al•••••er');
  });
});
