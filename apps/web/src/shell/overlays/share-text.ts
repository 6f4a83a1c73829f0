/**
 * Spec 8.1: sharing with an empty text is refused with the warning 'Share failed, text is empty'.
 * Whitespace alone counts as empty; otherwise the text is shared trimmed.
 */
export function shareTextOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The download-app dialog's store links (NEXT_PUBLIC_APP_STORE_URL, NEXT_PUBLIC_PLAY_STORE_URL): https only. */
export function storeLinks(env: {
  appStore?: string | undefined;
  playStore?: string | undefined;
}): Array<{ store: 'app_store' | 'play_store'; url: string }> {
  const links: Array<{ store: 'app_store' | 'play_store'; url: string }> = [];
  for (const [store, raw] of [
    ['app_store', env.appStore],
    ['play_store', env.playStore],
  ] as const) {
    try {
      if (raw && new URL(raw).protocol === 'https:') links.push({ store, url: raw });
    } catch {
      // Not a URL: that store is left out.
    }
  }
  return links;
}
