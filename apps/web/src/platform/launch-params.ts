/**
 * The messenger's launch parameters (spec 3): the mini app is opened with them in the URL fragment
 * (#tgWebAppData=...&tgWebAppVersion=7.10&tgWebAppPlatform=android&tgWebAppStartParam=...).
 * Spec 5: they are read from the URL, then the first navigation entry (the URL the page was opened
 * with, before any client-side navigation dropped the fragment), then session storage, where they are
 * kept on first read so a reload or an in-app navigation still finds them.
 */
export interface LaunchParams {
  /** The signed init data, raw (query-string form), as the API checks it. */
  initData: string;
  version: string;
  platform: string;
  startParam: string;
}

export const LAUNCH_PARAMS_STORAGE_KEY = 'tma_launch_params';

function paramsOf(text: string): URLSearchParams {
  return new URLSearchParams(text.replace(/^[#?]/, ''));
}

/** The launch parameters in one URL (fragment first; the start parameter may also be in the query). */
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
  const initData = hash.get('tgWebAppData') ?? query.get('tgWebAppData') ?? '';
  if (!initData) return undefined;
  return {
    initData,
    version: hash.get('tgWebAppVersion') ?? query.get('tgWebAppVersion') ?? '',
    platform: hash.get('tgWebAppPlatform') ?? query.get('tgWebAppPlatform') ?? '',
    startParam: hash.get('tgWebAppStartParam') ?? query.get('tgWebAppStartParam') ?? '',
  };
}

/** The form kept in session storage. */
export function serializeLaunchParams(params: LaunchParams): string {
  return new URLSearchParams({
    tgWebAppData: params.initData,
    tgWebAppVersion: params.version,
    tgWebAppPlatform: params.platform,
    tgWebAppStartParam: params.startParam,
  }).toString();
}

export interface LaunchParamSources {
  locationUrl: string | undefined;
  navigationUrl: string | undefined;
  stored: string | null | undefined;
}

/** Spec 5's order; `store` says whether the result came from the URL and should be kept. */
export function resolveLaunchParams(sources: LaunchParamSources): { params: LaunchParams; store: boolean } | undefined {
  const fromUrl = parseLaunchParams(sources.locationUrl) ?? parseLaunchParams(sources.navigationUrl);
  if (fromUrl) return { params: fromUrl, store: true };
  const fromStorage = sources.stored ? parseLaunchParams(`#${sources.stored}`) : undefined;
  return fromStorage ? { params: fromStorage, store: false } : undefined;
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
