'use client';

import { opsDashboard } from '@app/shared/ops/dashboard-contracts';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { OpsError } from '../console/OpsError';
import { OpsPageHeader } from '../console/OpsPageHeader';
import { useOpsQuery } from '../console/use-ops-query';
import { DashboardRange } from './DashboardRange';
import { CHART_FIGURES, defaultRange, figureChart } from './dashboard-series';
import { FigureCard } from './FigureCard';

/** The dashboard (analytics.read): the API's per-day figures for a UTC date range, one chart each. */
export function DashboardScreen() {
  const t = useTranslations('ops.dashboard');
  const [range, setRange] = useState(() => defaultRange(Date.now()));
  const report = useOpsQuery(opsDashboard, range);
  const days = report.data?.days;
  const charts = useMemo(() => (days ? CHART_FIGURES.map((figure) => figureChart(days, figure)) : []), [days]);
  const sourceOf = (figure: string) => report.data?.sources.find((s) => s.figure === figure);
  return (
    <>
      <OpsPageHeader title={t('title')} subtitle={t('subtitle')} />
      <DashboardRange applied={range} onApply={setRange} />
      {report.status === 'error' && <OpsError error={report.error} onRetry={report.refetch} />}
      {report.status === 'pending' && (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          {CHART_FIGURES.map((figure) => (
            <Skeleton key={figure} className="h-64 w-full" />
          ))}
        </div>
      )}
      {report.data && report.data.days.length === 0 && <Card data-testid="ops-dashboard-empty">{t('empty')}</Card>}
      {report.data && report.data.days.length > 0 && (
        <div className="grid items-start gap-4 lg:grid-cols-2" data-testid="ops-dashboard-charts">
          {charts.map((chart) => (
            <FigureCard key={chart.figure} chart={chart} source={sourceOf(chart.figure)} />
          ))}
        </div>
      )}
    </>
  );
}
