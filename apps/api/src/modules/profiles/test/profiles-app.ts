import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { type Answer, playerCalls } from '../../../../test/helpers/player-calls';
import { sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { buildTestApp } from '../../../../test/helpers/test-app';
import type { ServiceOverrides } from '../../../compose';
import { createDatabase } from '../../../db/create-db';
import { CapturingSmsSender } from '../../auth';

let serial = 0;

/**
 * The API listening on 127.0.0.1 with its image store in a fresh temporary folder, players signed in
 * by phone, and a real multipart upload over HTTP (the browser's FormData through fetch).
 */
export async function buildProfilesTestApp(env: Record<string, string> = {}, services: ServiceOverrides = {}) {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'profiles-media-'));
  const sms = new CapturingSmsSender();
  const t = await buildTestApp({ MEDIA_DIR: mediaDir, ...env }, { logger: false, services: { sms, ...services } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const side = createDatabase(t.config.database);
  const auth = { ...t, sms, db: side.db };
  return {
    ...auth,
    origin,
    mediaDir,
    player: () =>
      signInByPhone(auth, `9348${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`),
    ...playerCalls(t.app),
    /** POST /profile/upload_image as multipart/form-data: the purpose field, then the file. */
    upload: async (
      login: LoginResponse,
      bytes: Uint8Array,
      purpose = 'avatar',
      name = 'photo.png',
      type = 'image/png',
    ) => {
      const form = new FormData();
      form.set('purpose', purpose);
      form.set('file', new Blob([bytes], { type }), name);
      const res = await fetch(`${origin}/profile/upload_image`, {
        method: 'POST',
        body: form,
        headers: sessionHeaders(login),
      });
      return { status: res.status, body: (await res.json()) as Answer };
    },
    /** The files the image store holds. */
    storedFiles: async () => (await readdir(mediaDir).catch(() => [] as string[])).filter((f) => !f.startsWith('.')),
    imageRows: async () =>
      Number(
        (
          await side.db
            .selectFrom('profile_image')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    close: async () => {
      await side.close();
      await t.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export type ProfilesTestApp = Awaited<ReturnType<typeof buildProfilesTestApp>>;
