import { encodeStartParam, parseStartParam, type StartParam } from '@app/shared/core/start-param';

/**
 * /openDeepLinkInTg (issue 16, spec 2.2; spec 3 start parameter fields from, m, path, dialog): a link
 * that opens the messenger's mini app at a path. Its query carries the four fields in clear
 * (?path=/luckycode/land?code=...&from=share&m=42&dialog=share); the page turns them into the mini app's
 * start parameter, which the mini app acts on at start (platform/start.ts).
 */
export type DeepLinkQuery = Readonly<Record<string, string | string[] | undefined>>;

/** The messenger's limit on a start parameter (characters of [A-Za-z0-9_-]). */
export const START_PARAM_MAX = 512;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The fields of a deep link's query, held to the rules the mini app reads them by (parseStartParam:
 * safe characters, an in-app path only), so what the page shows is what the mini app will do.
 */
export function deepLinkFields(query: DeepLinkQuery): StartParam {
  const fields = { from: first(query.from), m: first(query.m), path: first(query.path), dialog: first(query.dialog) };
  return parseStartParam(encodeStartParam(fields));
}

/**
 * The start parameter of the fields: the base64url JSON form with the non-empty fields. When it is over
 * the messenger's limit the path goes first (the mini app then opens at home, the attribution fields
 * kept), then everything ('' opens the mini app plainly).
 */
export function startAppParam(fields: StartParam): string {
  const present = (f: Partial<StartParam>) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));
  for (const candidate of [fields, { ...fields, path: '' }]) {
    const kept = present(candidate);
    if (Object.keys(kept).length === 0) return '';
    const param = encodeStartParam(kept);
    if (param.length <= START_PARAM_MAX) return param;
  }
  return '';
}

/** A messenger bot's user name: 5-32 letters, digits and underscores, starting with a letter. */
const BOT_NAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/**
 * The messenger's link that opens the bot's main mini app with the start parameter
 * (https://t.me/<bot>?startapp=<param>); null without a usable bot name.
 */
export function messengerLink(bot: string, fields: StartParam): string | null {
  if (!BOT_NAME.test(bot)) return null;
  const param = startAppParam(fields);
  return param ? `https://t.me/${bot}?startapp=${param}` : `https://t.me/${bot}?startapp`;
}

/** Where the link leads in this app (a browser's fallback, the mini app's own navigation): the path, else home. */
export function inAppTarget(fields: StartParam): string {
  return fields.path || '/';
}

/** The /openDeepLinkInTg link of some fields, without a locale (the opener keeps the visitor's). */
export function deepLinkHref(fields: Partial<StartParam>): string {
  const query = new URLSearchParams();
  for (const key of ['path', 'from', 'm', 'dialog'] as const) {
    const value = fields[key];
    if (value) query.set(key, value);
  }
  const qs = query.toString();
  return qs ? `/openDeepLinkInTg?${qs}` : '/openDeepLinkInTg';
}
