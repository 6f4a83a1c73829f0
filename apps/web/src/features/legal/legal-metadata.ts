import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { LegalDocument } from '@/lib/routes/paths';

/** A legal page's title and description in its locale; public documents, so they may be indexed. */
export function legalMetadata(document: LegalDocument) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'legal' });
    return { title: t(`${document}_title`), description: t(`${document}_description`) };
  };
}
