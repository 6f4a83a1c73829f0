import { SUPPORTED_LOCALES } from '@app/shared';
import { BACKGROUND_RULES, DEFAULT_BACKGROUND } from './background';

/**
 * The same rule as a classic script for the first paint, before React runs (the server does not know
 * the path in the layout). Server-side only (RouteBackgroundScript): no page's JavaScript carries it. It must stay in step with routeBackground; background.test.ts runs
 * both over the same paths.
 */
export function backgroundScript(): string {
  const rules = JSON.stringify(BACKGROUND_RULES.map((r) => [r.path, r.colour, r.tree]));
  const locales = JSON.stringify(SUPPORTED_LOCALES);
  return `(function(){try{var r=${rules},l=${locales},d=${JSON.stringify(DEFAULT_BACKGROUND)};var s=location.pathname.split('/');var p=s.length>1&&l.indexOf(s[1])>=0?'/'+s.slice(2).join('/'):location.pathname;p=p.replace(/\\/+$/,'')||'/';var c=d;for(var i=0;i<r.length;i++){if(p===r[i][0]||(r[i][2]&&p.indexOf(r[i][0]+'/')===0)){c=r[i][1];break}}document.documentElement.style.setProperty('--page-bg',c);document.body.style.backgroundColor=c}catch(e){}})();`;
}
