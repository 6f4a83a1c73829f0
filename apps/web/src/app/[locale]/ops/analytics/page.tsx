import type { Metadata } from 'next';
import { connection } from 'next/server';
import { setRequestLocale } from 'next-intl/server';
import { AnalyticsReportView } from '@/features/ops/AnalyticsReportView';

export const metadata: Metadata = { title: 'Analytics', robots: { index: false, follow: false } };

/** Operator page (issue 6): event counts per day from the collector's report. */
export default async function AnalyticsReportPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ key?: string; days?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  const { key, days } = await searchParams;
  return <AnalyticsReportView locale={locale} operatorKey={key ?? ''} days={Number(days) || 14} />;
}
