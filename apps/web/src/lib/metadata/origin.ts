/** The part of Headers this needs (Next's headers() and the Fetch API's Headers both fit). */
export interface HeaderReader {
  get(name: string): string | null;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

function firstOf(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The site's origin for absolute links in the page metadata (canonical, og:url, images): SITE_ORIGIN
 * when set (production behind a proxy should set it), else the request's X-Forwarded-Host / Host and
 * X-Forwarded-Proto. A host that is not a plain host name or address is not trusted into a link.
 */
export function siteOrigin(headers: HeaderReader, env: Readonly<Record<string, string | undefined>>): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: fall back to the request.
    }
  }
  const host = firstOf(headers.get('x-forwarded-host')) ?? firstOf(headers.get('host'));
  const proto = firstOf(headers.get('x-forwarded-proto'));
  const scheme = proto === 'https' || proto === 'http' ? proto : 'http';
  return host && HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : 'http://localhost';
}
