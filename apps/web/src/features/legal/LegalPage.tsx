import Link from 'next/link';
import { hasLocale } from 'next-intl';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ScreenHeader } from '@/components/ScreenHeader';
import { routing } from '@/i18n/routing';
import { type LegalDocument, legalPath } from '@/lib/routes/paths';
import { LEGAL_UPDATED, loadLegalText } from './legal-text';

/**
 * /terms and /privacy: the document in the page's language, rendered on the server (no JavaScript
 * of its own). A white sub-screen like the others (spec 2.8), with a back link to where the reader
 * came from and a link to the other document.
 */
export async function LegalPage({
  locale,
  document,
  backUrl,
}: {
  locale: string;
  document: LegalDocument;
  backUrl: string;
}) {
  const lang = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  setRequestLocale(lang);
  const [t, format, text] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'legal' }),
    getFormatter({ locale: lang }),
    loadLegalText(lang, document),
  ]);
  const other: LegalDocument = document === 'terms' ? 'privacy' : 'terms';
  const updated = format.dateTime(LEGAL_UPDATED, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t(`${document}_title`)} backHref={backUrl} backLabel={t('back')} />
      <article data-testid={`legal-${document}`} className="mx-auto flex max-w-md flex-col gap-6 px-5 pt-2 pb-12">
        <header className="flex flex-col gap-3">
          <p className="text-xs text-neutral-400">{t('updated', { date: updated })}</p>
          <p className="text-[15px] leading-relaxed text-neutral-700">{text.intro}</p>
        </header>
        <ol className="flex flex-col gap-6">
          {text.sections.map((section, index) => (
            <li key={section.heading}>
              <section aria-labelledby={`${document}-${index + 1}`} className="flex flex-col gap-2">
                <h2 id={`${document}-${index + 1}`} className="text-[17px] font-semibold text-neutral-900">
                  {index + 1}. {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="text-[15px] leading-relaxed text-neutral-600">
                    {paragraph}
                  </p>
                ))}
              </section>
            </li>
          ))}
        </ol>
        <Link
          href={legalPath(lang, other, backUrl)}
          prefetch={false}
          className="self-start rounded-full bg-neutral-100 px-4 py-2.5 text-sm font-semibold text-neutral-900 hover:bg-neutral-200"
        >
          {t(`read_${other}`)}
        </Link>
      </article>
    </main>
  );
}
