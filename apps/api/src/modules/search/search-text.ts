/**
 * The one text rule of the index, the same for documents and keywords on both databases: words as
 * Intl.Segmenter finds them (its dictionaries split Chinese, Japanese and Thai, which have no spaces
 * between words), NFKC, lower case, Latin letters without their accents ("tiếng" is found by
 * "tieng"; marks of other scripts are part of their letters and stay). The database's tokenizer then
 * only splits on the spaces put between the words: SQLite FTS5 `unicode61`, PostgreSQL `simple`.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
/** A word of the index: letters, marks and digits only, so no query syntax of either database can pass. */
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;
const LATIN_MARKS = /(\p{Script=Latin})\p{Mn}+/gu;
/** Longer words are cut: nobody types them, and the index stays bounded. */
const WORD_MAX = 40;
/** At most this many words of a keyword are used. */
export const KEYWORD_WORDS_MAX = 8;

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(LATIN_MARKS, '$1').normalize('NFC');
}

/** The words of a text, folded, in order (duplicates kept: the ranking counts them). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const s of segmenter.segment(fold(text))) {
    if (!s.isWordLike) continue;
    // A "word" of the segmenter may still hold an apostrophe or a dot (don't, 3.5): split on them.
    for (const part of s.segment.split(/[^\p{L}\p{M}\p{N}]+/u)) {
      if (part && WORD.test(part)) words.push(part.slice(0, WORD_MAX));
    }
  }
  return words;
}

/** What is stored for the database's tokenizer: the words, one space apart. */
export function indexText(text: string): string {
  return wordsOf(text).join(' ');
}

/** A keyword's distinct words (the first KEYWORD_WORDS_MAX); none when it has no letters or digits. */
export function keywordWords(keyword: string): string[] {
  return [...new Set(wordsOf(keyword))].slice(0, KEYWORD_WORDS_MAX);
}

/** SQLite FTS5: every word as a quoted string (no operator can pass), the last one also as a prefix. */
export function ftsQuery(words: readonly string[]): string {
  return words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}

/** PostgreSQL to_tsquery('simple', ...): the words AND-ed, the last one also as a prefix. */
export function tsQuery(words: readonly string[]): string {
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/** The start of a document's text for a result line: plain text, one line, at most `max` characters. */
export function snippetOf(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
