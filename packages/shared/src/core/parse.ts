/**
 * Spec section 5: "Booleans parse from 1, true, 0, false. Colours parse from 3- or 6-digit hex or
 * rgb." Used for values that arrive as text (launch parameters, query strings, theme params).
 */

/** ERR_PARSE: the value has the right type but is not in an accepted form. ERR_UNEXPECTED_TYPE: wrong type. */
export type ParseErrorCode = 'ERR_PARSE' | 'ERR_UNEXPECTED_TYPE';

export class ParseError extends Error {
  readonly code: ParseErrorCode;

  constructor(code: ParseErrorCode, message: string) {
    super(message);
    this.name = 'ParseError';
    this.code = code;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value;
}

/** 1, '1', true, 'true' -> true; 0, '0', false, 'false' -> false (text trimmed, any case). */
export function parseBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (value === 1) return true;
    if (value === 0) return false;
    throw new ParseError('ERR_PARSE', `expected 1 or 0, got ${value}`);
  }
  if (typeof value !== 'string') {
    throw new ParseError('ERR_UNEXPECTED_TYPE', `expected a boolean, number or string, got ${describe(value)}`);
  }
  const text = value.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new ParseError('ERR_PARSE', `expected 1, true, 0 or false, got ${describe(value)}`);
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** '#abc', '#AABBCC' or 'rgb(1, 2, 3)' -> '#rrggbb' (lower case). */
export function parseColor(value: unknown): string {
  if (typeof value !== 'string') {
    throw new ParseError('ERR_UNEXPECTED_TYPE', `expected a colour string, got ${describe(value)}`);
  }
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return `#${full.toLowerCase()}`;
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.every((c) => c <= 255)) {
      return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    }
  }
  throw new ParseError('ERR_PARSE', `expected #rgb, #rrggbb or rgb(r, g, b), got ${describe(value)}`);
}
