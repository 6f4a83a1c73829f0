import { SUPPORTED_LOCALES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from '@/lib/routes/paths';
import { type LegalText, loadLegalText } from './legal-text';

/** The shape of a document: paragraphs per section. */
const shape = (text: LegalText) => text.sections.map((s) => s.paragraphs.length);

describe('legal texts (texts/<locale>.json)', () => {
  const cases = SUPPORTED_LOCALES.flatMap((locale) => LEGAL_DOCUMENTS.map((document) => [locale, document] as const));

  it.each(cases)('%s %s has the sections and paragraphs of en-US, none empty', async (locale, document) => {
    const text = await loadLegalText(locale, document);
    const english = await loadLegalText('en-US', document);
    expect(shape(text)).toEqual(shape(english));
    const strings = [text.intro, ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs])];
    for (const value of strings) expect(value.trim().length).toBeGreaterThan(0);
  });

  it.each(cases.filter(([locale]) => locale !== 'en-US'))('%s %s is translated', async (locale, document) => {
    const text = await loadLegalText(locale, document);
    const english = await loadLegalText('en-US', document);
    expect(text.intro).not.toBe(english.intro);
    text.sections.forEach((section, i) => {
      expect(section.heading).not.toBe(english.sections[i]?.heading);
      expect(section.paragraphs[0]).not.toBe(english.sections[i]?.paragraphs[0]);
    });
  });

  it('the privacy policy states the figures the product uses (code life, session idle, locale cookie)', async () => {
    const text = JSON.stringify(await loadLegalText('en-US', 'privacy'));
    expect(text).toContain('expire after 5 minutes');
    expect(text).toContain('after 7 days without use');
    expect(text).toContain('NEXT_LOCALE');
  });
});
