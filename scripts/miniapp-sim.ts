/**
 * Messenger mini-app simulator: the URL the messenger would open for a test user, with init data
 * signed by the bot token exactly as the messenger signs it (docs/messenger-sign-in.md).
 *
 *   npx tsx scripts/miniapp-sim.ts --user 111 --username alice --first-name Alice --platform android \
 *     --version 7.10 --theme dark --start-param <param> --bot platform_dev_bot \
 *     --base http://127.0.0.1:3000 --locale vi-VN [--contact-phone 84912345678] [--json]
 *
 * The bot token comes from TG_BOTS ("name:<bot id>:<secret>,...", as the API reads it), or the
 * development bot when TG_BOTS is unset. Prints the URL; with --contact-phone a second line carries
 * signed contact data for POST /tg/auth_contact; --json prints both with the raw init data.
 * End-to-end tests import signInitData, signContactData and buildSimulatorUrl.
 */
import { createHmac, type KeyObject, randomBytes, sign } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config';
import { DEV_BOT } from '../apps/api/src/modules/auth/auth.config';

/** The messenger user in init data (WebAppUser). */
export interface MiniAppUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  is_premium?: boolean;
  photo_url?: string;
  allows_write_to_pm?: boolean;
}

export interface SignInitDataOptions {
  botToken: string;
  user: MiniAppUser;
  /** Unix seconds; default now. */
  authDate?: number;
  startParam?: string;
  queryId?: string;
  /**
   * Adds the messenger's third-party Ed25519 `signature` (made with this private key, as the messenger
   * does with its own) before the hash, which then covers it too, as in real init data.
   */
  thirdPartyKey?: KeyObject;
}

/** The contact the messenger hands the mini app after requestContact. */
export interface SharedContact {
  user_id: number;
  phone_number: string;
  first_name?: string;
  last_name?: string;
}

const nowS = () => Math.floor(Date.now() / 1000);

/** `key=value` lines sorted, "\n"-joined: the data-check-string of the given fields. */
function checkString(fields: Array<[string, string]>): string {
  return fields
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
}

/** Appends hash = hex HMAC-SHA256(key = HMAC-SHA256("WebAppData", token), data-check-string). */
function withHash(fields: Array<[string, string]>, botToken: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString(fields)).digest('hex');
  return new URLSearchParams([...fields, ['hash', hash]]).toString();
}

/** Signed init data, as Telegram.WebApp.initData carries it (a query string). */
export function signInitData(options: SignInitDataOptions): string {
  const fields: Array<[string, string]> = [];
  // Each launch of a real mini app carries its own query_id (and auth_date): two launches never sign
  // the same init data. The API accepts one init data once (issue 21), so the simulator does the same.
  const queryId = options.queryId === undefined ? `AAH${randomBytes(12).toString('base64url')}` : options.queryId;
  if (queryId) fields.push(['query_id', queryId]);
  fields.push(['user', JSON.stringify(options.user)]);
  if (options.startParam) fields.push(['start_param', options.startParam]);
  fields.push(['auth_date', String(options.authDate ?? nowS())]);
  if (options.thirdPartyKey) {
    const botId = options.botToken.split(':')[0];
    const message = `${botId}:WebAppData\n${checkString(fields)}`;
    fields.push(['signature', sign(null, Buffer.from(message), options.thirdPartyKey).toString('base64url')]);
  }
  return withHash(fields, options.botToken);
}

/** Signed contact data, as the messenger gives it after requestContact: contact=...&auth_date=...&hash=... */
export function signContactData(options: { botToken: string; contact: SharedContact; authDate?: number }): string {
  return withHash(
    [
      ['contact', JSON.stringify(options.contact)],
      ['auth_date', String(options.authDate ?? nowS())],
    ],
    options.botToken,
  );
}

/** Theme params like the messenger's default light and dark themes. */
export const THEME_PARAMS = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#999999',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    secondary_bg_color: '#efeff3',
    header_bg_color: '#ffffff',
    accent_text_color: '#2481cc',
    section_bg_color: '#ffffff',
    section_header_text_color: '#6d6d72',
    subtitle_text_color: '#999999',
    destructive_text_color: '#ff3b30',
  },
  dark: {
    bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#181818',
    header_bg_color: '#212121',
    accent_text_color: '#8774e1',
    section_bg_color: '#212121',
    section_header_text_color: '#8774e1',
    subtitle_text_color: '#aaaaaa',
    destructive_text_color: '#ff595a',
  },
} as const;

export interface SimulatorUrlOptions extends SignInitDataOptions {
  /** The web app's origin, e.g. http://127.0.0.1:3000. */
  base: string;
  /** Default vi-VN. */
  locale?: string;
  /** tgWebAppPlatform: android, ios, tdesktop, macos, weba, web...; default android. */
  platform?: string;
  /** tgWebAppVersion (Bot API version of the client); default 7.10. */
  version?: string;
  /** Default light. */
  theme?: keyof typeof THEME_PARAMS;
}

/**
 * The URL the messenger opens:
 * `${base}/${locale}#tgWebAppData=<init data>&tgWebAppVersion=<v>&tgWebAppPlatform=<p>&tgWebAppThemeParams=<JSON>`
 * (each value URL-encoded), plus `&tgWebAppStartParam=<start param>` when there is one.
 */
export function buildSimulatorUrl(options: SimulatorUrlOptions): string {
  const hash = [
    `tgWebAppData=${encodeURIComponent(signInitData(options))}`,
    `tgWebAppVersion=${encodeURIComponent(options.version ?? '7.10')}`,
    `tgWebAppPlatform=${encodeURIComponent(options.platform ?? 'android')}`,
    `tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(THEME_PARAMS[options.theme ?? 'light']))}`,
  ];
  if (options.startParam) hash.push(`tgWebAppStartParam=${encodeURIComponent(options.startParam)}`);
  return `${options.base.replace(/\/+$/, '')}/${options.locale ?? 'vi-VN'}#${hash.join('&')}`;
}

/** The token of a bot, read from TG_BOTS the way the API reads it (the development bot when unset). */
export function botTokenFor(botName: string, env: Record<string, string | undefined> = process.env): string {
  const bots = loadConfig({ TG_BOTS: env.TG_BOTS }).auth.bots;
  const token = Object.hasOwn(bots, botName) ? bots[botName] : undefined;
  if (!token) throw new Error(`bot "${botName}" is not in TG_BOTS (known: ${Object.keys(bots).join(', ')})`);
  return token;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      user: { type: 'string', default: '111' },
      username: { type: 'string' },
      'first-name': { type: 'string', default: 'Test' },
      'last-name': { type: 'string' },
      'language-code': { type: 'string' },
      premium: { type: 'boolean', default: false },
      platform: { type: 'string', default: 'android' },
      version: { type: 'string', default: '7.10' },
      theme: { type: 'string', default: 'light' },
      'start-param': { type: 'string' },
      bot: { type: 'string', default: DEV_BOT.name },
      base: { type: 'string', default: 'http://127.0.0.1:3000' },
      locale: { type: 'string', default: 'vi-VN' },
      'contact-phone': { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!/^\d{1,15}$/.test(values.user) || (values.theme !== 'light' && values.theme !== 'dark')) {
    throw new Error('--user must be a number and --theme light or dark');
  }
  const botToken = botTokenFor(values.bot);
  const user: MiniAppUser = {
    id: Number(values.user),
    first_name: values['first-name'],
    ...(values['last-name'] ? { last_name: values['last-name'] } : {}),
    ...(values.username ? { username: values.username } : {}),
    language_code: values['language-code'] ?? values.locale.split('-')[0] ?? 'en',
    ...(values.premium ? { is_premium: true } : {}),
    allows_write_to_pm: true,
  };
  const authDate = nowS();
  const url = buildSimulatorUrl({
    botToken,
    user,
    authDate,
    startParam: values['start-param'],
    base: values.base,
    locale: values.locale,
    platform: values.platform,
    version: values.version,
    theme: values.theme,
  });
  const contactPhone = values['contact-phone'];
  const contactData = contactPhone
    ? signContactData({
        botToken,
        authDate,
        contact: { user_id: user.id, phone_number: contactPhone, first_name: user.first_name },
      })
    : undefined;
  if (values.json) {
    const initData = signInitData({ botToken, user, authDate, startParam: values['start-param'] });
    console.log(JSON.stringify({ url, bot_name: values.bot, init_data: initData, contact_data: contactData }, null, 2));
    return;
  }
  console.log(url);
  if (contactData) console.log(contactData);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`miniapp-sim: ${(error as Error).message}`);
    process.exit(2);
  }
}
