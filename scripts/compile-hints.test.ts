import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  MIN_HINTED_BYTES,
  shiftSourceMap,
  withCompileHint,
  ZOD_CORE_MARK,
} from './compile-hints';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with a manifest naming two root main files and a polyfill, and a route chunk beside them. */
function build(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({
      rootMainFiles: [
        'static/chunks/framework.js',
        'static/chunks/runtime.js',
        'static/chunks/small.js',
        'static/chunks/polyfills.js',
      ],
      polyfillFiles: ['static/chunks/polyfills.js'],
    }),
  );
  const large = 'a();'.repeat(MIN_HINTED_BYTES / 4);
  writeFileSync(path.join(dir, 'static/chunks/framework.js'), `${large}\n//# sourceMappingURL=framework.js.map`);
  writeFileSync(
    path.join(dir, 'static/chunks/framework.js.map'),
    JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }] }),
  );
  writeFileSync(path.join(dir, 'static/chunks/runtime.js'), 'b();'.repeat(MIN_HINTED_BYTES / 4));
  writeFileSync(path.join(dir, 'static/chunks/small.js'), 's();');
  writeFileSync(path.join(dir, 'static/chunks/polyfills.js'), 'p();');
  writeFileSync(path.join(dir, 'static/chunks/route.js'), 'r();');
  writeFileSync(path.join(dir, 'static/chunks/zod.js'), `z(${ZOD_CORE_MARK});`);
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, 'static/chunks', file), 'utf8');

describe('compile hints on the root main files', () => {
  it("puts the hint on the first line of the large root main files and zod's chunk only", () => {
    const dir = build();
    expect(addCompileHints(dir)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/runtime.js',
      'static/chunks/zod.js',
    ]);
    expect(read(dir, 'zod.js')).toBe(`${COMPILE_HINT}z(${ZOD_CORE_MARK});`);
    expect(read(dir, 'framework.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read(dir, 'runtime.js').startsWith(`${COMPILE_HINT}b();`)).toBe(true);
    expect(read(dir, 'small.js')).toBe('s();');
    expect(read(dir, 'route.js')).toBe('r();');
    expect(read(dir, 'polyfills.js')).toBe('p();');
  });

  it('moves the source map down by the added line, once however often it runs', () => {
    const dir = build();
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read(dir, 'runtime.js').lastIndexOf(COMPILE_HINT)).toBe(0);
    const map = JSON.parse(read(dir, 'framework.js.map'));
    expect(map.sections[0].offset.line).toBe(1);
  });

  it('shifts a plain source map by one generated line', () => {
    expect(JSON.parse(shiftSourceMap(JSON.stringify({ version: 3, mappings: 'AAAA' }))).mappings).toBe(';AAAA');
  });

  it('adds the hint once', () => {
    expect(withCompileHint(withCompileHint('x();'))).toBe(`${COMPILE_HINT}x();`);
  });
});
