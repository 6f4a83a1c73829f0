import { BodyCode } from '@app/shared';
import { type AnalyticsReport, opsAnalyticsReport, ZAnalyticsReport } from '@app/shared/analytics/contracts';
import { OPS_SESSION_COOKIE } from '@app/shared/ops/ops-endpoint';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { OpsPageHeader } from '../console/OpsPageHeader';
import { chartBars, lastDays } from './report-chart';

const COLORS = ['#f5b301', '#3b82f6', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316'];
const CHART_HEIGHT = 160;

/** Body codes of an operator call that mean "not signed in as an operator who may read this". */
const NOT_AN_OPERATOR = new Set<number>([
  BodyCode.OPS_SESSION_INVALID,
  BodyCode.OPS_SECOND_FACTOR_REQUIRED,
  BodyCode.OPS_PERMISSION_DENIED,
]);

/**
 * The report through the operator console's API (permission analytics.read, issue 11): the browser's
 * operator session cookie (set by the API on the same host, another port) is forwarded from here.
 */
async function loadReport(days: number): Promise<AnalyticsReport | 'not-an-operator'> {
  const session = (await cookies()).get(OPS_SESSION_COOKIE)?.value;
  if (!session) return 'not-an-operator';
  const response = await fetch(`${resolveApiBaseUrls(process.env).main}${opsAnalyticsReport.path}?days=${days}`, {
    headers: { cookie: `${OPS_SESSION_COOKIE}=${session}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { code: number; msg: string; data: unknown };
  if (NOT_AN_OPERATOR.has(body.code)) return 'not-an-operator';
  if (body.code !== 0) throw new Error(body.msg);
  return ZAnalyticsReport.parse(body.data);
}

/**
 * The operator report, rendered on the server. It opens for a signed-in operator whose roles hold
 * analytics.read (the console's session cookie); the shared ?key= token is retired.
 */
export async function AnalyticsReportView({ locale, days }: { locale: string; days: number }) {
  const t = await getTranslations({ locale, namespace: 'ops.analytics' });
  const span = Math.min(90, Math.max(1, days));
  // Inside the console's frame (app/[locale]/ops/(frame)), which shows the navigation and gates the page.
  const shell = (content: React.ReactNode) => (
    <>
      <OpsPageHeader title={t('title')} subtitle={t('subtitle')} />
      {content}
    </>
  );

  let report: AnalyticsReport | 'not-an-operator';
  try {
    report = await loadReport(span);
  } catch (error) {
    return shell(
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
        {t('error', { error: (error as Error).message })}
      </p>,
    );
  }
  if (report === 'not-an-operator')
    return shell(<p className="rounded-xl bg-white p-4 text-sm">{t('unauthorised')}</p>);
  const dayList = lastDays(span, Date.now());
  const { bars, names } = chartBars(report, dayList, CHART_HEIGHT);
  const barWidth = 100 / dayList.length;
  const refresh = `/${locale}/ops/analytics?days=${span}`;
  return shell(
    <>
      <div className="flex items-end justify-between rounded-tile border border-line bg-white p-5">
        <div>
          <div className="text-xs text-neutral-500">{t('total')}</div>
          <div className="text-3xl font-bold" data-testid="analytics-total">
            {report.total.toLocaleString(locale)}
          </div>
          <div className="text-xs text-neutral-500">{t('last_days', { days: span })}</div>
        </div>
        <a href={refresh} className="rounded-full bg-neutral-900 px-4 py-2 text-sm font-semibold text-white">
          {t('refresh')}
        </a>
      </div>
      {report.total === 0 ? (
        <p className="mt-8 rounded-xl bg-neutral-100 p-4 text-sm">{t('empty')}</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 100 ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            className="mt-6 h-40 w-full rounded-lg bg-neutral-50"
            role="img"
            aria-label={t('subtitle')}
          >
            {bars.map((bar, i) =>
              bar.segments.map((s) => (
                <rect
                  key={`${bar.day}-${s.event_name}`}
                  x={i * barWidth + barWidth * 0.15}
                  width={barWidth * 0.7}
                  y={s.y}
                  height={s.height}
                  fill={COLORS[names.indexOf(s.event_name) % COLORS.length]}
                >
                  <title>{`${bar.day} ${s.event_name}: ${s.count}`}</title>
                </rect>
              )),
            )}
          </svg>
          <div className="mt-1 flex justify-between text-[10px] text-neutral-400">
            <span>{dayList[0]}</span>
            <span>{dayList.at(-1)}</span>
          </div>
          <ul className="mt-4 flex flex-wrap gap-3 text-xs">
            {names.map((name, i) => (
              <li key={name} className="flex items-center gap-1">
                <span
                  className="inline-block h-2.5 w-2.5 rounded-sm"
                  style={{ background: COLORS[i % COLORS.length] }}
                />
                {name}
              </li>
            ))}
          </ul>
          <table className="mt-6 w-full text-left text-sm" data-testid="analytics-table">
            <thead className="text-xs text-neutral-500">
              <tr>
                <th className="py-1 font-medium">{t('day')}</th>
                <th className="py-1 font-medium">{t('event')}</th>
                <th className="py-1 text-right font-medium">{t('events')}</th>
              </tr>
            </thead>
            <tbody>
              {[...report.days].reverse().map((row) => (
                <tr key={`${row.day}-${row.event_name}`} className="border-t border-neutral-100">
                  <td className="py-1.5">{row.day}</td>
                  <td className="py-1.5">{row.event_name}</td>
                  <td className="py-1.5 text-right tabular-nums">{row.count.toLocaleString(locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>,
  );
}
