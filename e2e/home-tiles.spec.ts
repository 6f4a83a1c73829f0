import { expect, test } from '@playwright/test';

test('ru-RU home tiles at 375 px: every label keeps its words whole, on at most two lines', async ({ page }) => {
  await page.goto('/ru-RU');
  const labels = page.getByTestId('home-area-label');
  await expect(labels).toHaveCount(12);
  const measured = await labels.evaluateAll((nodes) =>
    nodes.map((node) => {
      const el = node as HTMLElement;
      const text = el.textContent ?? '';
      const range = document.createRange();
      range.selectNodeContents(el);
      // One rect per rendered line; a word broken across lines gives more lines than words.
      const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      return { text, lines, words: text.split(' ').length, fits: el.scrollWidth <= el.clientWidth + 1 };
    }),
  );
  for (const label of measured) {
    expect(label.text, label.text).not.toContain('\u00ad');
    expect(label.lines, label.text).toBeLessThanOrEqual(Math.min(label.words, 2));
    expect(label.fits, label.text).toBe(true);
  }
});
