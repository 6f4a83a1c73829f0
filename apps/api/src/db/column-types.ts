/**
 * Column types the modules' table declarations (modules/<area>/<area>.tables.ts) share. Timestamps
 * are unix milliseconds in BIGINT columns; repositories convert them with Number() because
 * PostgreSQL's driver hands BIGINT back as a string. Money columns are BIGINT base units and are
 * converted with BigInt(), never Number().
 */

/** Timestamps: unix ms; BIGINT comes back as a string from PostgreSQL, hence the union. */
export type Ms = number | string;

/** BIGINT money columns: bigint in code; pg hands them back as strings, SQLite as numbers/bigints. */
export type Money = bigint | number | string;
