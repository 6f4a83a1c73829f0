import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { safeBackUrl } from '@/features/auth/auth-routes';

export type AuthPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One query value (the first when repeated). */
export function queryValue(query: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = query[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Locale, the safe backUrl and the raw query of a sign-in page. */
export async function readAuthPage({ params, searchParams }: AuthPageProps) {
  const { locale } = await params;
  const query = await searchParams;
  return { locale, query, backUrl: safeBackUrl(queryValue(query, 'backUrl'), locale) };
}

/** Title (and optionally the canonical path) of a sign-in page, from the auth namespace. */
export function authMetadata(titleKey: string, canonicalPath?: string) {
  return async ({ params }: Pick<AuthPageProps, 'params'>): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'auth' });
    return {
      title: t(titleKey),
      robots: { index: canonicalPath !== undefined },
      ...(canonicalPath ? { alternates: { canonical: `/${locale}${canonicalPath}` } } : {}),
    };
  };
}
