import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Namespace } from '@/i18n/messages';

/**
 * Metadata of a page that spec 2.1 gives no rule of its own (sign-in steps, wallet sub-pages): a
 * translated title, an optional description, and no indexing. Routes with a spec rule use
 * pageMetadata (page-metadata.server.ts) instead.
 */
export function subPageMetadata(namespace: Namespace, titleKey: string, descriptionKey?: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return {
      title: t(titleKey),
      ...(descriptionKey ? { description: t(descriptionKey) } : {}),
      robots: { index: false },
    };
  };
}
