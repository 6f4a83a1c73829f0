import { ParseError, parseBoolean, parseColor } from '@app/shared/core/parse';

/**
 * The messenger's launch parameters (spec 3): the mini app is opened with them in the URL fragment
 * (#tgWebAppData=...&tgWebAppVersion=7.10&tgWebAppPlatform=android&tgWebAppThemeParams={...}
 * &tgWebAppStartParam=...&tgWebAppShowSettings=0&tgWebAppBotInline=0).
 * Spec 5: they are read from the URL, then the first navigation entry (the URL the page was opened
 * with, before any client-side navigation dropped the fragment), then session storage, where they are
 * kept on first read so a reload or an in-app navigation still finds them; it is an error if none
 * works. Values that do not parse raise the shared ParseError (ERR_PARSE, ERR_UNEXPECTED_TYPE).
 */
export interface LaunchParams {
  /** The signed init data, raw (query-string form), as the API checks it. */
  initData: string;
  version: string;
  platform: string;
  startParam: string;
  /** Theme colours by the messenger's key (bg_color, text_color, ...), each '#rrggbb'. */
  themeParams: Record<string, string>;
  showSettings?: boolean;
  botInline?: boolean;
}

export const LAUNCH_PARAMS_STORAGE_KEY = 'tma_launch_params';

/** Neither the URL, the first navigation entry nor session storage held usable launch parameters. */
export class LaunchParamsError extends Error {
  readonly code = 'ERR_LAUNCH_PARAMS';
  /** Why each source failed: 'empty' or the ParseError it raised. */
  readonly sources: ReadonlyArray<{ source: LaunchParamSource; error: ParseError | 'empty' }>;

  constructor(sources: LaunchParamsError['sources']) {
    const reasons = sources.map((s) => `${s.source}: ${s.error === 'empty' ? 'empty' : s.error.message}`);
    super(`No launch parameters (${reasons.join('; ')})`);
    this.name = 'LaunchParamsError';
    this.sources = sources;
  }
}

function paramsOf(text: string): URLSearchParams {
  return new URLSearchParams(text.replace(/^[#?]/, ''));
}

function optionalBoolean(name: string, raw: string | null): boolean | undefined {
  if (raw === null) return undefined;
  try {
    return parseBoolean(raw);
  } catch (error) {
    throw withField(name, error);
  }
}

function withField(name: string, error: unknown): ParseError {
  if (error instanceof ParseError) return new ParseError(error.code, `${name}: ${error.message}`);
  return new ParseError('ERR_PARSE', `${name}: ${String(error)}`);
}

/** tgWebAppThemeParams: a JSON object of colours (ERR_PARSE: not JSON; ERR_UNEXPECTED_TYPE: not an object). */
export function parseThemeParams(raw: string | null | undefined): Record<string, string> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ParseError('ERR_PARSE', 'tgWebAppThemeParams: not JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ParseError('ERR_UNEXPECTED_TYPE', 'tgWebAppThemeParams: expected an object');
  }
  const theme: Record<string, string> = {};
  for (const [key, colour] of Object.entries(value)) {
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(key)) continue;
    try {
      theme[key] = parseColor(colour);
    } catch (error) {
      throw withField(`tgWebAppThemeParams.${key}`, error);
    }
  }
  return theme;
}

/**
 * The launch parameters in one URL (fragment first; the start parameter may also be in the query).
 * undefined when the URL has no init data (the source is empty); a ParseError when it has them but
 * a value does not parse.
 */
export function parseLaunchParams(url: string | undefined | null): LaunchParams | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return undefined;
  }
  const hash = paramsOf(parsed.hash);
  const query = parsed.searchParams;
  const read = (name: string) => hash.get(name) ?? query.get(name);
  const initData = read('tgWebAppData') ?? '';
  if (!initData) return undefined;
  const params: LaunchParams = {
    initData,
    version: read('tgWebAppVersion') ?? '',
    platform: read('tgWebAppPlatform') ?? '',
    startParam: read('tgWebAppStartParam') ?? '',
    themeParams: parseThemeParams(read('tgWebAppThemeParams')),
  };
  const showSettings = optionalBoolean('tgWebAppShowSettings', read('tgWebAppShowSettings'));
  const botInline = optionalBoolean('tgWebAppBotInline', read('tgWebAppBotInline'));
  if (showSettings !== undefined) params.showSettings = showSettings;
  if (botInline !== undefined) params.botInline = botInline;
  return params;
}

/** The form kept in session storage (reads back with parseLaunchParams('#' + it)). */
export function serializeLaunchParams(params: LaunchParams): string {
  const out = new URLSearchParams({
    tgWebAppData: params.initData,
    tgWebAppVersion: params.version,
    tgWebAppPlatform: params.platform,
    tgWebAppStartParam: params.startParam,
  });
  if (Object.keys(params.themeParams).length > 0) out.set('tgWebAppThemeParams', JSON.stringify(params.themeParams));
  if (params.showSettings !== undefined) out.set('tgWebAppShowSettings', params.showSettings ? '1' : '0');
  if (params.botInline !== undefined) out.set('tgWebAppBotInline', params.botInline ? '1' : '0');
  return out.toString();
}

export type LaunchParamSource = 'url' | 'navigation entry' | 'session storage';

export interface LaunchParamSources {
  locationUrl: string | undefined;
  navigationUrl: string | undefined;
  stored: string | null | undefined;
}

export type LaunchParamsResult =
  | { ok: true; params: LaunchParams; store: boolean }
  | { ok: false; error: LaunchParamsError };

/**
 * Spec 5's order: the first source that holds launch parameters that parse wins; `store` says whether
 * it came from a URL and should be kept. A source that is empty or does not parse is passed over and
 * named in the error when none works.
 */
export function resolveLaunchParams(sources: LaunchParamSources): LaunchParamsResult {
  const attempts: Array<[LaunchParamSource, () => LaunchParams | undefined, boolean]> = [
    ['url', () => parseLaunchParams(sources.locationUrl), true],
    ['navigation entry', () => parseLaunchParams(sources.navigationUrl), true],
    ['session storage', () => (sources.stored ? parseLaunchParams(`#${sources.stored}`) : undefined), false],
  ];
  const failures: Array<{ source: LaunchParamSource; error: ParseError | 'empty' }> = [];
  for (const [source, read, store] of attempts) {
    try {
      const params = read();
      if (params) return { ok: true, params, store };
      failures.push({ source, error: 'empty' });
    } catch (error) {
      failures.push({ source, error: withField(source, error) });
    }
  }
  return { ok: false, error: new LaunchParamsError(failures) };
}

/** Compares dotted versions numerically ('6.10' > '6.9'); a missing version is below everything. */
export function versionAtLeast(version: string, minimum: string): boolean {
  if (!version) return false;
  const a = version.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const b = minimum.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return true;
}

/** The messenger user in the init data (spec 3: id, first_name, username, ...), if any. */
export function messengerUserOf(initData: string): { id: number; username?: string } | undefined {
  const raw = new URLSearchParams(initData).get('user');
  if (!raw) return undefined;
  try {
    const user = JSON.parse(raw) as { id?: unknown; username?: unknown };
    if (typeof user.id !== 'number') return undefined;
    return { id: user.id, username: typeof user.username === 'string' ? user.username : undefined };
  } catch {
    return undefined;
  }
}
