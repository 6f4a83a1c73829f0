import { describe, expect, it } from 'vitest';
import { applyThemeVariables, themeCssVariables } from './theme';

describe('theme parameters -> CSS variables on :root', () => {
  it('names each colour --tg-theme-<key with dashes>, as the messenger does', () => {
    expect(
      themeCssVariables({
        bg_color: '#212121',
        text_color: '#fff',
        button_text_color: 'rgb(255, 255, 255)',
        secondary_bg_color: '#181818',
      }),
    ).toEqual({
      '--tg-theme-bg-color': '#212121',
      '--tg-theme-text-color': '#ffffff',
      '--tg-theme-button-text-color': '#ffffff',
      '--tg-theme-secondary-bg-color': '#181818',
    });
  });

  it('leaves out keys that are not snake_case and values that are not colours (the token keeps its fallback)', () => {
    expect(themeCssVariables({ bgColor: '#000', 'x;y': '#000', hint_color: 12, link_color: 'blue' })).toEqual({});
  });

  it('sets them on the given style', () => {
    const set: Array<[string, string]> = [];
    applyThemeVariables(
      { bg_color: '#ABC' },
      { setProperty: (name: string, value: string | null) => set.push([name, String(value)]) },
    );
    expect(set).toEqual([['--tg-theme-bg-color', '#aabbcc']]);
  });
});
