import type { Locale } from '@app/shared';
import type { LegalDocument } from '@/lib/routes/paths';

/** One document's long text (texts/<locale>.json): an introduction, then numbered sections. */
export interface LegalText {
  intro: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

export type LegalTexts = Record<LegalDocument, LegalText>;

/**
 * The date both documents were last changed (shown on the page, formatted per locale). Change it with
 * the texts, in every locale at once.
 */
export const LEGAL_UPDATED = new Date('2026-11-20T00:00:00Z');

/**
 * The long texts of a locale. They live outside the message namespaces: the layout hands every
 * namespace to every page, and these pages alone need them (rendered on the server, no JavaScript).
 */
export async function loadLegalText(locale: Locale, document: LegalDocument): Promise<LegalText> {
  const texts = (await import(`./texts/${locale}.json`)).default as LegalTexts;
  return texts[document];
}
