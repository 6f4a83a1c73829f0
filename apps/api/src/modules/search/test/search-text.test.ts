import { describe, expect, it } from 'vitest';
import { ftsQuery, indexText, keywordWords, snippetOf, tsQuery, wordsOf } from '../search-text';

describe('the index text rule', () => {
  it('splits languages without spaces into words with the segmenter', () => {
    expect(wordsOf('我喜欢玩游戏')).toEqual(expect.arrayContaining(['游戏']));
    expect(wordsOf('สวัสดีครับ').length).toBeGreaterThan(1);
    expect(wordsOf('ゲームが好きです')).toEqual(expect.arrayContaining(['ゲーム']));
  });

  it('folds case, width and Latin accents, and keeps marks of other scripts', () => {
    expect(wordsOf('Tiếng VIỆT Ｇａｍｅ')).toEqual(['tieng', 'viet', 'game']);
    expect(indexText('ภาษาไทย')).toContain('ไทย');
  });

  it('keeps letters and digits only, so no query syntax of either database reaches it', () => {
    expect(keywordWords('" OR 1=1 -- NEAR(a b) title:* \'; drop table x')).toEqual([
      'or',
      '1',
      'near',
      'a',
      'b',
      'title',
      'drop',
      'table',
    ]);
    expect(keywordWords('*** --- ""')).toEqual([]);
    expect(keywordWords("don't")).toEqual(['don', 't']);
  });

  it('builds the two databases’ queries from words: every word, the last also as a prefix', () => {
    expect(ftsQuery(['lucky', 'ti'])).toBe('"lucky" "ti"*');
    expect(tsQuery(['lucky', 'ti'])).toBe("'lucky' & 'ti':*");
  });

  it('uses at most eight distinct words of a keyword', () => {
    expect(keywordWords('a b c d e f g h i j a')).toHaveLength(8);
  });

  it('cuts a snippet to one line with an ellipsis', () => {
    expect(snippetOf('one\n two  three')).toBe('one two three');
    expect(snippetOf('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
