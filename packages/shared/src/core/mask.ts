/** The user-perceived characters of a text (an emoji with modifiers or an accented letter is one). */
function characters(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/**
 * Spec section 9: "Masked gift sender nickname keeps the first 2 and last 2 characters." Every other
 * character becomes '*', so the length stays. A nickname of 4 characters or fewer would be shown
 * whole by that rule, so only its first character is kept.
 */
export function maskNickname(nickname: string, mask = '*'): string {
  const chars = characters(nickname.trim().normalize('NFC'));
  if (chars.length === 0) return '';
  if (chars.length <= 4) return chars[0] + mask.repeat(chars.length - 1);
  return chars.slice(0, 2).join('') + mask.repeat(chars.length - 4) + chars.slice(-2).join('');
}
