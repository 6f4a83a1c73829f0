import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { LegalDocument } from '@/lib/routes/paths';

/**
 * A legal page's title ("Terms of Service | Platform", the spec 2.1 pages' format) and description in
 * its locale; public documents, so they may be indexed.
 */
export function legalMetadata(document: LegalDocument) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const [t, meta] = await Promise.all([
      getTranslations({ locale, namespace: 'legal' }),
      getTranslations({ locale, namespace: 'meta' }),
    ]);
    return {
      title: meta('title_format', { page: t(`${document}_title`), site: meta('site_name') }),
      description: t(`${document}_description`),
    };
  };
}
