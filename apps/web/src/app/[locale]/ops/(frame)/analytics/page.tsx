import { setRequestLocale } from 'next-intl/server';
import { AnalyticsReportView } from '@/features/ops/analytics/AnalyticsReportView';

/** The analytics report (issue 6; issue 11: inside the console, permission analytics.read). */
export default async function AnalyticsReportPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ days?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { days } = await searchParams;
  return <AnalyticsReportView locale={locale} days={Number(days) || 14} />;
}
