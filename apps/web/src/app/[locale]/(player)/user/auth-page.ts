import { safeBackUrl } from '@/lib/routes/paths';

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
