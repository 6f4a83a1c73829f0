import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { BoundStatement } from './statement-steps';
import type { DbOrTrx } from './types';

/** Stands in for a parameter's value while the query is built and compiled. */
class Slot {
  constructor(readonly name: string) {}
}

/** The query compiled with slots: each parameter a slot to fill from a call's values, or a constant. */
type Template = CompiledQuery;

/**
 * A query built and compiled once per dialect, then run with each call's values. Building a query
 * with Kysely's builder and compiling it costs several times what SQLite takes to run a small
 * indexed statement (issue 10: the session lookup spent about 80% of its time there), so a
 * per-request read is built once: `build` gets placeholders for the named values, its compiled
 * parameters are recorded, and a call puts its values in their places. The statement text is then
 * the same for every call, which the SQLite dialect's statement cache relies on.
 *
 * Each value must reach the query as one parameter (where, values, limit; not an `in` list): a
 * placeholder that does not end up among the compiled parameters is refused at the first compile.
 * The app's Kysely instances have no plugins; the compiled SQL depends on the dialect alone.
 */
export interface CompiledStatement<P, R> {
  (db: DbOrTrx, values: P): Promise<R[]>;
  /** The statement with these values, for steps (statement-steps.ts). */
  with(values: P): BoundStatement<R>;
}

export function compiledQuery<P extends Record<string, unknown>, R>(
  build: (db: DbOrTrx, values: P) => Compilable<R>,
): CompiledStatement<P, R> {
  const templates = new Map<unknown, Template>();
  const templateFor = (db: DbOrTrx): Template => {
    const dialect = db.getExecutor().adapter.constructor;
    let template = templates.get(dialect);
    if (!template) {
      template = compileTemplate(db, build);
      templates.set(dialect, template);
    }
    return template;
  };
  const compile = (db: DbOrTrx, values: P): CompiledQuery<R> => {
    const template = templateFor(db);
    const parameters = template.parameters.map((p) => (p instanceof Slot ? values[p.name] : p));
    return { ...template, parameters } as CompiledQuery<R>;
  };
  const run = async (db: DbOrTrx, values: P): Promise<R[]> => {
    const result: QueryResult<R> = await db.executeQuery<R>(compile(db, values));
    return result.rows;
  };
  return Object.assign(run, { with: (values: P): BoundStatement<R> => ({ compile: (db) => compile(db, values) }) });
}

function compileTemplate<P extends Record<string, unknown>, R>(
  db: DbOrTrx,
  build: (db: DbOrTrx, values: P) => Compilable<R>,
): Template {
  const handedOut = new Set<string>();
  const slots = new Proxy({} as P, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      handedOut.add(name);
      return new Slot(name);
    },
  });
  const compiled = build(db, slots).compile();
  const inParameters = new Set(compiled.parameters.filter((p) => p instanceof Slot).map((p) => (p as Slot).name));
  const missing = [...handedOut].filter((name) => !inParameters.has(name));
  if (missing.length > 0 || compiled.sql.includes('[object Object]')) {
    throw new Error(`compiledQuery: ${missing.join(', ') || 'a value'} did not become a parameter of: ${compiled.sql}`);
  }
  return compiled;
}
