/**
 * The mini app's start parameter (spec 3: fields from, m, path, dialog). The messenger allows only
 * [A-Za-z0-9_-], at most 512 characters, so the fields travel in one of two forms:
 * - base64url of a JSON object: {"from":"ads1","m":"123","path":"/wallet","dialog":"share"};
 * - pairs joined by "__", each "key-value": from-ads1__m-123 (a path cannot be written this way).
 * `from` is the media source, `m` the inviting user's id, `path` a deep link and `dialog` a dialog
 * to open. Unknown keys are ignored; anything unreadable gives an empty result, never an error.
 */
export interface StartParam {
  from: string;
  m: string;
  path: string;
  dialog: string;
}

const KEYS = ['from', 'm', 'path', 'dialog'] as const;
const EMPTY: StartParam = { from: '', m: '', path: '', dialog: '' };
const SAFE_VALUE = /^[A-Za-z0-9_.:/?=&%-]{0,256}$/;

function pick(source: Record<string, unknown>): StartParam {
  const out: StartParam = { ...EMPTY };
  for (const key of KEYS) {
    const value = source[key];
    if ((typeof value === 'string' || typeof value === 'number') && SAFE_VALUE.test(String(value))) {
      out[key] = String(value);
    }
  }
  // A deep link is an in-app path only: never another origin.
  if (!out.path.startsWith('/') || out.path.startsWith('//')) out.path = '';
  return out;
}

function decodeBase64Url(value: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder().decode(Uint8Array.from(binary, (c: string) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function parseStartParam(raw: string | null | undefined): StartParam {
  if (!raw || raw.length > 512) return { ...EMPTY };
  const json = decodeBase64Url(raw);
  if (json?.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(json);
      if (value && typeof value === 'object' && !Array.isArray(value)) return pick(value as Record<string, unknown>);
    } catch {
      // not JSON: fall through to the pair form
    }
  }
  const pairs: Record<string, string> = {};
  for (const part of raw.split('__')) {
    const dash = part.indexOf('-');
    if (dash > 0) pairs[part.slice(0, dash)] = part.slice(dash + 1);
  }
  return pick(pairs);
}

/** The base64url JSON form, for links and the mini-app simulator. */
export function encodeStartParam(fields: Partial<StartParam>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(fields));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
