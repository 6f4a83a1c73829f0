import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import pino from 'pino';
import { freshAddress, post, sessionHeaders, signInByPhone } from '../../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../../test/helpers/test-app';
import { type AppServices, buildServices } from '../../../../compose';
import { createDatabase, type DatabaseHandle } from '../../../../db/create-db';
import { buildOpsTestApp, type OpsTestApp } from '../../../ops/test/helpers/ops-test-app';

/** An envelope as the tests read it. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the data of many different answers field by field
export type Answer = { code: number; msg: string; data: any };

export interface TasklibTestApp extends OpsTestApp {
  /** The app's services built again on a handle of their own (service-level calls: conversions). */
  services: AppServices;
  handle: DatabaseHandle;
  imageDir: string;
  player(country?: string): Promise<Player>;
  /** A player call with the player's session (country: the Country-Code header). */
  call(player: Player | undefined, path: string, body: object, headers?: Record<string, string>): Promise<Answer>;
  /** The player's balance of a coin (user_asset), a decimal string. */
  balance(player: Player, coin: string): Promise<string>;
}

export interface Player extends LoginResponse {
  country: string;
}

let phones = 0;

/** The API with its console (approvals, catalogues), audit images in a folder of its own, and services for direct calls. */
export async function buildTasklibTestApp(env: Record<string, string> = {}): Promise<TasklibTestApp> {
  const imageDir = await mkdtemp(path.join(tmpdir(), 'audit-images-'));
  const t = await buildOpsTestApp({ TASKLIB_AUDIT_IMAGE_DIR: imageDir, ...env });
  const handle = createDatabase(t.config.database);
  const services = buildServices(t.config, handle, pino({ level: 'silent' }));
  const call = async (player: Player | undefined, url: string, body: object, headers: Record<string, string> = {}) => {
    const base = player ? sessionHeaders(player, { 'Country-Code': player.country }) : commonHeaders();
    return (await post(t.app, url, body, { ...base, ...headers }, freshAddress())).body;
  };
  return {
    ...t,
    services,
    handle,
    imageDir,
    async player(country = 'vn') {
      phones++;
      // Each test app has a database of its own: a serial is enough.
      const login = await signInByPhone(t, `93${String(phones).padStart(7, '0')}`);
      return { ...login, country };
    },
    call,
    async balance(player, coin) {
      const res = await call(player, '/wallet/user_asset', { coin });
      return res.data.list[0].money_all as string;
    },
    close: async () => {
      await handle.close();
      await t.close();
      await rm(imageDir, { recursive: true, force: true });
    },
  };
}

/** A real 1x1 PNG (8-bit grey), as bytes. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010800000000' +
    '3a7e9b550000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);

export const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
