'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/Card';
import type { FigureChart } from './dashboard-series';
import { UPlotChart } from './UPlotChart';

/**
 * One figure: its totals and chart, or, when the API marks it not available, that statement and the
 * API's reason instead (a flat zero line would read as "nothing happened"). The API's note may begin
 * with "Not available:" itself; the card says that once, in the operator's language, and the reason
 * too when the console has words for the figure's (ops.dashboard.notes), else the API's.
 */
export function FigureCard({ chart, source }: { chart: FigureChart; source?: { available: boolean; note: string } }) {
  const t = useTranslations('ops.dashboard');
  const format = useFormatter();
  const title = t(`figures.${chart.figure}`);
  const available = source?.available !== false;
  return (
    <Card as="section" data-testid={`ops-dashboard-${chart.figure}`} className="flex min-w-0 flex-col gap-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-headline">{title}</h2>
        {available && (
          <p className="text-callout text-muted" data-testid={`ops-dashboard-${chart.figure}-total`}>
            {chart.lines.length === 1 && chart.lines[0]?.label === ''
              ? t('total', { total: format.number(chart.count) })
              : t('count', { count: chart.count })}
          </p>
        )}
      </header>
      {!available && (
        <p className="text-callout text-muted" data-testid={`ops-dashboard-${chart.figure}-unavailable`}>
          <strong className="block">{t('not_available')}</strong>
          {t.has(`notes.${chart.figure}`)
            ? t(`notes.${chart.figure}`)
            : source?.note.replace(/^not available:\s*/i, '')}
        </p>
      )}
      {available && chart.lines.length === 0 && <p className="text-callout text-muted">{t('none_in_range')}</p>}
      {available && chart.lines.some((line) => line.label !== '') && (
        <ul className="flex flex-wrap gap-x-4 text-callout">
          {chart.lines.map((line) => (
            <li key={line.label}>
              <span className="font-medium">{line.label}</span> <span className="font-mono">{line.total}</span>
            </li>
          ))}
        </ul>
      )}
      {available && chart.lines.length > 0 && <UPlotChart chart={chart} label={title} />}
    </Card>
  );
}
