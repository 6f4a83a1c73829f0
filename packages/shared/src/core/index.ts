/**
 * `@app/shared`: the core both apps build on (the envelope, common headers, body codes, endpoint
 * definitions, service groups, spec constants, locales, markets and formatting). An area's contracts
 * and helpers are imported from their own file, `@app/shared/<area>/<file>`, so that a page loads
 * only the contracts of the calls it makes.
 */
export * from './daily-limit';
export * from './endpoint';
export * from './envelope';
export * from './envelope-checks';
export * from './errors';
export * from './header-names';
export * from './headers';
export * from './limits';
export * from './locale';
export * from './locale-choice';
export * from './locales';
export * from './markets';
export * from './markets-table';
export * from './mask';
export * from './number-format';
export * from './parse';
export * from './relative-time';
export * from './service-groups';
export * from './start-param';
export * from './units';
export * from './validation';
