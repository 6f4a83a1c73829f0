import type { Metadata } from 'next';
import { connection } from 'next/server';
import { setRequestLocale } from 'next-intl/server';
import { AnalyticsReportView } from '@/features/ops/AnalyticsReportView';

export const metadata: Metadata = { title: 'Analytics', robots: { index: false, follow: false } };

/** Operator page (issue 6; issue 11: an operator session with analytics.read): event counts per day. */
export default async function AnalyticsReportPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ days?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  const { days } = await searchParams;
  return <AnalyticsReportView locale={locale} days={Number(days) || 14} />;
}
