import type { Compilable, CompiledQuery } from 'kysely';
import type { DbOrTrx } from './types';

/** Stands in for a named value while a template is built and compiled. */
class Placeholder {
  constructor(readonly name: string) {}
}

/**
 * A hot query built and compiled once per dialect, then run with each call's values: issue 10's
 * profile of the ledger bench had Kysely building and compiling queries at about 25% of the API's
 * one thread, more than SQLite took to run them. `build` receives placeholders for the named values;
 * the compiled parameters are recorded, and a call puts its values in their places. The SQL text is
 * then the same for every call, so the SQLite dialect's statement cache prepares it once too.
 *
 * A placeholder must reach the query as a value (where, values, set, sql`` arguments), never as an
 * identifier or an `in` list; one that does not become a parameter is refused at the first compile.
 * A value may appear more than once. The app's Kysely instances have no plugins, so the compiled SQL
 * depends on the dialect alone.
 */
export function queryTemplate<V extends Record<string, unknown>, R>(
  build: (db: DbOrTrx, values: V) => Compilable<R>,
): (db: DbOrTrx, values: V) => Promise<R[]> {
  const compiled = new Map<unknown, CompiledQuery<R>>();
  return async (db, values) => {
    const dialect = db.getExecutor().adapter.constructor;
    let template = compiled.get(dialect);
    if (!template) {
      template = compileWithPlaceholders(db, build);
      compiled.set(dialect, template);
    }
    const parameters = template.parameters.map((p) => (p instanceof Placeholder ? values[p.name] : p));
    return (await db.executeQuery<R>({ ...template, parameters })).rows;
  };
}

function compileWithPlaceholders<V extends Record<string, unknown>, R>(
  db: DbOrTrx,
  build: (db: DbOrTrx, values: V) => Compilable<R>,
): CompiledQuery<R> {
  const asked = new Set<string>();
  const placeholders = new Proxy({} as V, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      asked.add(name);
      return new Placeholder(name);
    },
  });
  const template = build(db, placeholders).compile();
  const bound = new Set(template.parameters.flatMap((p) => (p instanceof Placeholder ? [p.name] : [])));
  const unbound = [...asked].filter((name) => !bound.has(name));
  if (unbound.length > 0 || template.sql.includes('[object Object]')) {
    throw new Error(`queryTemplate: ${unbound.join(', ') || 'a value'} is not a parameter of: ${template.sql}`);
  }
  return template;
}
