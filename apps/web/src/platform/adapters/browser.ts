/**
 * The plain-browser adapter (h5), also the fallback of the other two where their host has no
 * counterpart: the tab's own history, window.open, the Web Share API or the clipboard.
 */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Whether this tab has an earlier entry to go back to (the Navigation API where there is one). */
export function canGoBackInHistory(): boolean {
  if (typeof window === 'undefined') return false;
  const navigation = (window as { navigation?: { canGoBack?: unknown } }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return window.history.length > 1;
}

export function browserBack(): void {
  window.history.back();
}

/** Closes the tab where the browser allows it (a tab a script opened); elsewhere nothing happens. */
export function browserClose(): void {
  window.close();
}

export async function browserShare(text: string, url: string): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text, url });
      return 'shared';
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
    }
  }
  try {
    await navigator.clipboard.writeText(text ? `${text} ${url}` : url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function browserOpenLink(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Puts text on the clipboard: the async API where allowed, else a selected textarea and execCommand. */
export async function browserCopy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
