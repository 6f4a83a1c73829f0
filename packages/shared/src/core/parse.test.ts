import { describe, expect, it } from 'vitest';
import { ParseError, parseBoolean, parseColor } from './parse';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof ParseError ? error.code : 'not a ParseError';
  }
  return undefined;
}

describe('spec 5 "Booleans parse from 1, true, 0, false"', () => {
  it.each<[unknown, boolean]>([
    ['1', true],
    ['true', true],
    ['TRUE', true],
    [' true ', true],
    [1, true],
    [true, true],
    ['0', false],
    ['false', false],
    ['False', false],
    [0, false],
    [false, false],
  ])('%j -> %s', (value, expected) => {
    expect(parseBoolean(value)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['yes', 'ERR_PARSE'],
    ['', 'ERR_PARSE'],
    ['2', 'ERR_PARSE'],
    [2, 'ERR_PARSE'],
    [Number.NaN, 'ERR_PARSE'],
    [null, 'ERR_UNEXPECTED_TYPE'],
    [undefined, 'ERR_UNEXPECTED_TYPE'],
    [{}, 'ERR_UNEXPECTED_TYPE'],
    [[1], 'ERR_UNEXPECTED_TYPE'],
  ])('%j is refused with %s', (value, code) => {
    expect(codeOf(() => parseBoolean(value))).toBe(code);
  });
});

describe('spec 5 "Colours parse from 3- or 6-digit hex or rgb"', () => {
  it.each<[string, string]>([
    ['#abc', '#aabbcc'],
    ['#ABC', '#aabbcc'],
    ['#01050E', '#01050e'],
    ['#ffffff', '#ffffff'],
    [' #123456 ', '#123456'],
    ['rgb(1, 2, 3)', '#010203'],
    ['rgb(255,255,255)', '#ffffff'],
    ['RGB( 0 , 128 , 16 )', '#008010'],
  ])('%j -> %s', (value, expected) => {
    expect(parseColor(value)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['#abcd', 'ERR_PARSE'],
    ['#abcdefg', 'ERR_PARSE'],
    ['abc', 'ERR_PARSE'],
    ['#ggg', 'ERR_PARSE'],
    ['rgb(256, 0, 0)', 'ERR_PARSE'],
    ['rgb(1, 2)', 'ERR_PARSE'],
    ['rgba(1, 2, 3, 0.5)', 'ERR_PARSE'],
    ['', 'ERR_PARSE'],
    [0xffffff, 'ERR_UNEXPECTED_TYPE'],
    [null, 'ERR_UNEXPECTED_TYPE'],
    [undefined, 'ERR_UNEXPECTED_TYPE'],
  ])('%j is refused with %s', (value, code) => {
    expect(codeOf(() => parseColor(value))).toBe(code);
  });

  it('ParseError is an Error with its code and a message', () => {
    const error = new ParseError('ERR_PARSE', 'bad');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ParseError');
    expect(error.message).toBe('bad');
  });
});
