import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LEGAL_DOCUMENTS, type LegalDocument, legalPath } from '@/lib/routes/paths';
import { cx } from './ui/cx';

/**
 * "By continuing you agree to our Terms of Service and Privacy Policy", with both linked: under every
 * way to sign in. `backUrl` brings the reader back to the screen they were on.
 */
export function LegalConsent({ locale, backUrl, className }: { locale: string; backUrl: string; className?: string }) {
  const t = useTranslations('legal');
  const link = (document: LegalDocument) => (chunks: React.ReactNode) => (
    <Link
      href={legalPath(locale, document, backUrl)}
      prefetch={false}
      className="font-medium underline underline-offset-2"
    >
      {chunks}
    </Link>
  );
  return (
    <p className={cx('text-center text-xs leading-relaxed text-neutral-500', className)} data-testid="legal-consent">
      {t.rich('agree_note', { terms: link('terms'), privacy: link('privacy') })}
    </p>
  );
}

/** The two documents as a small footer row (home, the account panel). Colours follow the page's tokens. */
export function LegalFooter({ locale, backUrl, className }: { locale: string; backUrl?: string; className?: string }) {
  const t = useTranslations('legal');
  return (
    <nav
      aria-label={t('footer_label')}
      className={cx('flex flex-wrap justify-center gap-x-5 gap-y-1 text-caption text-subtle', className)}
    >
      {LEGAL_DOCUMENTS.map((document) => (
        <Link
          key={document}
          href={legalPath(locale, document, backUrl)}
          prefetch={false}
          className="whitespace-nowrap hover:text-ink hover:underline"
        >
          {t(`${document}_title`)}
        </Link>
      ))}
    </nav>
  );
}
