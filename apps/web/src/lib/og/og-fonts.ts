import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@app/shared';
import jpRanges from '@fontsource/noto-sans-jp/unicode.json';
import krRanges from '@fontsource/noto-sans-kr/unicode.json';
import scRanges from '@fontsource/noto-sans-sc/unicode.json';
import thaiRanges from '@fontsource/noto-sans-thai/unicode.json';
import { subsetsFor, type UnicodeRanges } from './unicode-subsets';

/**
 * Fonts of the share images (next/og) for the scripts its bundled font lacks. next/og draws with Geist,
 * which has Latin, Vietnamese and Cyrillic but no Chinese, Japanese, Korean or Thai: those locales get
 * Noto Sans of their own region (one Han character is drawn differently in Chinese and Japanese), as
 * woff files of @fontsource (satori reads ttf, otf and woff, not woff2), only the subsets the card's
 * text needs (unicode-subsets.ts). Server only: it reads the files from node_modules.
 */
const SCRIPT_FONTS: Partial<Record<Locale, { pkg: string; ranges: UnicodeRanges }>> = {
  'zh-CN': { pkg: 'noto-sans-sc', ranges: scRanges },
  'ja-JP': { pkg: 'noto-sans-jp', ranges: jpRanges },
  'ko-KR': { pkg: 'noto-sans-kr', ranges: krRanges },
  'th-TH': { pkg: 'noto-sans-thai', ranges: thaiRanges },
};

/** The cards are bold throughout (titles 700; satori takes the nearest weight for the rest). */
const WEIGHT = 700;

export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 700;
  style: 'normal';
}

/** Whether a locale's texts need a font of their own on a share image. */
export function needsScriptFont(locale: string): boolean {
  return locale in SCRIPT_FONTS;
}

/** The package's folder: node_modules of the web app or of the repository root (npm hoists), found once. */
const packageDirs = new Map<string, string>();
function packageDir(pkg: string): string {
  const known = packageDirs.get(pkg);
  if (known) return known;
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, 'node_modules', '@fontsource', pkg);
    if (existsSync(candidate)) {
      packageDirs.set(pkg, candidate);
      return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`@fontsource/${pkg} is not installed`);
    dir = parent;
  }
}

/** Each subset file read once per process: satori also keeps a parsed font per buffer it is given. */
const files = new Map<string, Promise<ArrayBuffer>>();
function subsetFile(pkg: string, subset: string): Promise<ArrayBuffer> {
  const name = `${pkg}-${subset.replace(/^\[(\d+)\]$/, '$1')}-${WEIGHT}-normal.woff`;
  let file = files.get(name);
  if (!file) {
    file = readFile(path.join(packageDir(pkg), 'files', name)).then((b) =>
      b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength),
    );
    // A failed read is not kept: the next image tries again.
    file.catch(() => files.delete(name));
    files.set(name, file);
  }
  return file;
}

/**
 * The fonts to pass to ImageResponse for `texts` in `locale`: undefined where next/og's own font draws
 * them, else one font per needed subset, each under its own name (satori falls back from font to font
 * by glyph, so together they cover the text).
 */
export async function ogFontsFor(locale: string, texts: readonly string[]): Promise<OgFont[] | undefined> {
  const script = SCRIPT_FONTS[locale as Locale];
  if (!script) return undefined;
  const subsets = subsetsFor(texts, script.ranges);
  // Nothing of the script's font is needed (satori refuses an empty list): next/og's own font draws it.
  if (subsets.length === 0) return undefined;
  return Promise.all(
    subsets.map(async (subset) => ({
      name: `${script.pkg}-${subset}`,
      data: await subsetFile(script.pkg, subset),
      weight: WEIGHT,
      style: 'normal' as const,
    })),
  );
}
