/**
 * npm run ops:create-owner [-- --email E --password P --name N --force]: the operator console's first
 * owner on the configured database (SQLITE_PATH or DATABASE_URL, as the API reads them). What is not
 * given as a flag is asked for (the password without echo). A second owner needs --force.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { createOwner } from '../modules/ops';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

/** Asks on the terminal; `secret` answers are not echoed. */
async function ask(question: string, secret = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  const answer = rl.question(question);
  muted = secret;
  try {
    return (await answer).trim();
  } finally {
    rl.close();
    if (secret) process.stdout.write('\n');
  }
}

const email = values.email ?? (await ask('Owner email: '));
const password = values.password ?? (await ask('Password (12+ characters): ', true));
const config = loadConfig();
const database = createDatabase(config.database);
try {
  await migrateToLatest(database.db);
  const owner = await createOwner(database.db, { email, password, display_name: values.name }, values.force ?? false);
  console.log(`Owner ${owner.email} created (operator ${owner.id}).`);
  console.log(
    'Next: sign in to the operator console with this email and password; the first sign-in enrols two-factor ' +
      'sign-in: scan the QR code with an authenticator app, confirm with its code, and keep the 10 recovery codes.',
  );
} catch (error) {
  console.error(`ops:create-owner: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
