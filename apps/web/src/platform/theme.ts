import { parseColor } from '@app/shared/core/parse';

/**
 * The messenger's theme parameters as CSS variables on :root, named as the messenger's own web-app
 * script names them: bg_color -> --tg-theme-bg-color, button_text_color -> --tg-theme-button-text-color.
 * The app's design tokens read these variables (with their own fallbacks); nothing else reads the
 * theme, so a theme change is one call here.
 */
export const THEME_VARIABLE_PREFIX = '--tg-theme-';

/** The variables for one theme; keys that are not snake_case and values that are not colours are left out. */
export function themeCssVariables(theme: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme)) {
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(key)) continue;
    try {
      out[`${THEME_VARIABLE_PREFIX}${key.replaceAll('_', '-')}`] = parseColor(value);
    } catch {
      // a colour the messenger sent in a form we do not know: the token keeps its fallback
    }
  }
  return out;
}

/** Sets the variables on an element's style (document.documentElement for :root); returns what it set. */
export function applyThemeVariables(
  theme: Record<string, unknown>,
  style: Pick<CSSStyleDeclaration, 'setProperty'>,
): Record<string, string> {
  const variables = themeCssVariables(theme);
  for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
  return variables;
}
