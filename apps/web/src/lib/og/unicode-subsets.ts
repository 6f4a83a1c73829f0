/**
 * Which files of a split web font a text needs. Font packages of large scripts (@fontsource/noto-sans-*)
 * ship one file per unicode-range subset (about a hundred for Chinese, Japanese or Korean, a few for
 * Thai) with the ranges in their unicode.json ({"[12]": "U+4e00-4e5f,U+4e61", "latin": "..."}). A share
 * image is drawn from a few dozen characters, so it loads only the subsets that hold them.
 */
export type UnicodeRanges = Readonly<Record<string, string>>;

/** "U+4e00-4e5f,U+3000,U+30??" -> [[0x4e00, 0x4e5f], [0x3000, 0x3000], [0x3000, 0x30ff]]; unreadable parts are skipped. */
export function parseUnicodeRange(value: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const part of value.split(',')) {
    const m = /^\s*U\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!m?.[1]) continue;
    if (m[1].includes('?')) {
      // A wildcard range (U+30??) covers every value of its ? digits.
      out.push([Number.parseInt(m[1].replaceAll('?', '0'), 16), Number.parseInt(m[1].replaceAll('?', 'f'), 16)]);
    } else {
      const from = Number.parseInt(m[1], 16);
      out.push([from, m[2] ? Number.parseInt(m[2], 16) : from]);
    }
  }
  return out;
}

/**
 * The subsets (keys of `ranges`, in its order) that hold the characters of `texts`. A character in no
 * subset is left out (the renderer draws what it can); white space needs no file of its own.
 */
export function subsetsFor(texts: readonly string[], ranges: UnicodeRanges): string[] {
  const table = Object.entries(ranges).map(([name, value]) => [name, parseUnicodeRange(value)] as const);
  const needed = new Set<string>();
  const seen = new Set<number>();
  for (const text of texts) {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (seen.has(code) || /\s/.test(char)) continue;
      seen.add(code);
      const hit = table.find(([, spans]) => spans.some(([from, to]) => code >= from && code <= to));
      if (hit) needed.add(hit[0]);
    }
  }
  return table.map(([name]) => name).filter((name) => needed.has(name));
}
