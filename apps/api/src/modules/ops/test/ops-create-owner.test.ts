import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { opsMe } from '@app/shared/ops/auth-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/env';
import { buildOpsTestApp, type OpsTestApp, opsCall, signInAndEnrol } from './helpers/ops-test-app';

const run = promisify(execFile);

/** Issue 11: `npm run ops:create-owner` makes the first owner and refuses a second without --force. */
describe('npm run ops:create-owner', () => {
  let t: OpsTestApp;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await buildOpsTestApp();
    const db = t.config.database;
    env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: '0',
      ...(db.kind === 'sqlite' ? { SQLITE_PATH: db.path, DATABASE_URL: '' } : { DATABASE_URL: db.url }),
    };
    if (db.kind === 'sqlite') delete env.DATABASE_URL;
  });
  afterAll(async () => {
    await t.close();
  });

  const createOwner = (...args: string[]) =>
    run('npx', ['tsx', path.join(REPO_ROOT, 'apps/api/src/cli/ops-create-owner.ts'), ...args], {
      env,
      cwd: REPO_ROOT,
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('creates the owner, prints the enrolment step, and the owner can sign in and enrol', async () => {
    const res = await createOwner(
      '--email',
      'Chief@Example.com',
      '--password',
      'chief-password-123',
      '--name',
      'Chief',
    );
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Owner chief@example\.com created/);
    expect(res.stdout).toMatch(/enrols two-factor/);
    const owner = await signInAndEnrol(t, 'chief@example.com', 'chief-password-123');
    const me = await opsCall(t, opsMe, {}, { session: owner });
    expect(me.body.data).toMatchObject({ email: 'chief@example.com', display_name: 'Chief', roles: ['owner'] });
  });

  it('refuses a second owner without --force, accepts it with --force', async () => {
    const refused = await createOwner('--email', 'second@example.com', '--password', 'second-password-123');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/an owner exists already: pass --force/);
    const forced = await createOwner('--email', 'second@example.com', '--password', 'second-password-123', '--force');
    expect(forced.code).toBe(0);
    const owners = await t.db
      .selectFrom('ops_operator_role')
      .select('operator_id')
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toHaveLength(2);
  });

  it('refuses a short password with a clear message, creating nothing', async () => {
    const res = await createOwner('--email', 'third@example.com', '--password', 'short', '--force');
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/password: at least 12 characters/);
    const third = await t.db.selectFrom('ops_operator').select('id').where('email', '=', 'third@example.com').execute();
    expect(third).toHaveLength(0);
  });
});
