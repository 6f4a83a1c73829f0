/** `tsx src/cli/db.ts migrate|seed`: database chores from the shell, with the server's config. */
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: db.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const handle = createDatabase(config.database);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(`migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`);
  if (command === 'seed') {
    await seedDemoData(handle.db);
    console.log('demo data seeded');
  }
} finally {
  await handle.close();
}
