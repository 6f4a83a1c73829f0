import { SPLASH_ATTRIBUTE } from '@/lib/async/when-idle';

/**
 * Spec 2.6's splash belongs to the app's launch, not to every page load (issue 20): once per session
 * of the host. A session is the browser tab's sessionStorage, which each host starts afresh: the
 * native app's webview and a messenger mini app open with an empty one, a new browser tab too. The
 * messenger's web client can reopen the mini app in the same tab, so a launch there is also told by
 * its signed init data (tgWebAppData in the fragment, new on every opening): new data, new launch;
 * a reload keeps the fragment and is not one.
 */
export const SPLASH_MARK_KEY = 'splash_launch';
/** The value marking a launch without messenger init data (a browser tab, the native app). */
const PLAIN_LAUNCH = '1';

/**
 * On <html>, set by the first-paint script: 'skip' hides the server-rendered splash before it paints;
 * 'up' says it shows (globals.css pauses the animations under it), until Splash.tsx sets 'done'. It is
 * declared with the start-up signal that reads it (lib/async/when-idle.ts: work after the splash).
 */
export { SPLASH_ATTRIBUTE };

/** What marks the launch a page belongs to: the messenger's init data, else the plain mark. */
export function launchMark(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData') || PLAIN_LAUNCH;
}

/** Whether this page load is a launch: nothing marked in this session, or another messenger opening. */
export function isLaunch(marked: string | null, hash: string): boolean {
  return marked === null || (marked !== launchMark(hash) && launchMark(hash) !== PLAIN_LAUNCH);
}

/**
 * The same rule as a classic script, run before the splash is painted: a launch marks the session
 * and sets data-splash="up" on <html>; a later load sets data-splash="skip" (globals.css hides the
 * splash). Storage that throws counts as a launch (the splash shows, as before, without the mark). splash-once.test.ts runs it
 * over the same cases as isLaunch.
 */
export function splashOnceScript(): string {
  const key = JSON.stringify(SPLASH_MARK_KEY);
  const plain = JSON.stringify(PLAIN_LAUNCH);
  return `(function(){var d=document.documentElement,a=${JSON.stringify(SPLASH_ATTRIBUTE)};try{var s=sessionStorage,m=s.getItem(${key}),h=new URLSearchParams(location.hash.replace(/^#/,'')).get('tgWebAppData')||${plain};if(m===null||(m!==h&&h!==${plain})){s.setItem(${key},h);d.setAttribute(a,'up')}else{d.setAttribute(a,'skip')}}catch(e){}})();`;
}
