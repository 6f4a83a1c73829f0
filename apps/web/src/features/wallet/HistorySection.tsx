'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { CoinLogo } from '@/components/CoinLogo';
import { GiftIcon, ReceiveIcon, SendIcon, SwapIcon } from '@/components/icons';
import { inLaterTask } from '@/lib/async/in-later-task';
import { type MoneyFormat, useMoneyFormat } from '@/lib/money/use-money-format';
import { type HistoryEntry, type HistoryRow, historyRows, type Movement } from './history';
import { PagedList } from './PagedList';
import { type HistoryList, useEntryHistory, useTransferHistory } from './wallet-queries';

/** Spec 5: timestamps of 10 digits are seconds. */
function toDate(timestamp: number): Date {
  return new Date(String(timestamp).length === 10 ? timestamp * 1000 : timestamp);
}

/** One formatter per locale for the page's life: made once, then every list reuses it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormatOf = (locale: string) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(locale, format);
  }
  return format;
};

/**
 * The rows' dates. The first date formatter of a page loads the browser's ICU date data, 15-30 ms on a
 * slow phone; made inside the render that shows the history (the wallet's first render with data, under
 * the splash) it was the longest part of that render's task (docs/benchmarks.md, "Lighthouse, eighth
 * pass"). So when this page has none yet, the rows render first without their dates and the formatter
 * is made in a task of its own; later lists find it made.
 */
function useDateText(): (timestamp: number) => string {
  const locale = useLocale();
  const [format, setFormat] = useState(() => dateFormats.get(locale));
  useEffect(() => {
    if (format && dateFormats.get(locale) === format) return undefined;
    return inLaterTask(() => setFormat(dateFormatOf(locale)));
  }, [format, locale]);
  return useCallback((timestamp: number) => (format ? format.format(toDate(timestamp)) : ''), [format]);
}

function signed(amount: string, fmt: MoneyFormat): string {
  return amount.startsWith('-') ? `−${fmt.exact(amount.slice(1))}` : `+${fmt.exact(amount)}`;
}

const KIND_ICONS: Record<string, ReactNode> = {
  transfer_out: <SendIcon />,
  transfer_in: <ReceiveIcon />,
  swap: <SwapIcon />,
  credit: <GiftIcon />,
};

/** One row of history: an icon, what happened and when, and the amounts at the right. */
function HistoryItem({
  icon,
  title,
  subtitle,
  amounts,
  note,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  amounts: Movement[];
  note?: string;
}) {
  const fmt = useMoneyFormat();
  return (
    <li data-testid="history-row" className="flex items-center gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-600">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-[15px] font-medium text-neutral-900">{title}</p>
        <p className="truncate text-xs text-neutral-400">{subtitle}</p>
      </div>
      <div className="min-w-0 max-w-[55%] text-right">
        {amounts.map((m) => (
          <p
            key={`${m.coin}${m.amount}`}
            className={`truncate text-sm font-semibold tabular-nums ${m.amount.startsWith('-') ? 'text-neutral-900' : 'text-emerald-600'}`}
          >
            {signed(m.amount, fmt)} {m.coin}
          </p>
        ))}
        {note && <p className="truncate text-xs text-neutral-400 tabular-nums">{note}</p>}
      </div>
    </li>
  );
}

function EntryRows({ entries }: { entries: HistoryEntry[] }) {
  const t = useTranslations('wallet');
  const fmt = useMoneyFormat();
  const dateText = useDateText();
  const rows = useMemo(() => historyRows(entries), [entries]);

  function titleOf(row: HistoryRow): string {
    if (row.kind === 'swap') {
      const [out, into] = row.movements;
      return t('kind.swap_pair', { from: out?.coin ?? '', to: into?.coin ?? '' });
    }
    // People by their names (issue 20); the id only for someone the API could not name.
    const name = row.counterpartyName || `#${row.counterpartyUserId}`;
    if (row.kind === 'transfer_out') return t('to_user', { name });
    if (row.kind === 'transfer_in') return t('from_user', { name });
    if (t.has(`reason.${row.reason}`)) return t(`reason.${row.reason}`);
    return t.has(`kind.${row.kind}`) ? t(`kind.${row.kind}`) : t('kind.other');
  }

  return (
    <ul className="divide-y divide-neutral-100">
      {rows.map((row) => {
        const firstCoin = row.movements[0]?.coin;
        return (
          <HistoryItem
            key={row.txId}
            icon={KIND_ICONS[row.kind] ?? (firstCoin ? <CoinLogo coin={firstCoin} /> : null)}
            title={titleOf(row)}
            subtitle={dateText(row.createdAt)}
            amounts={row.movements}
            note={
              row.fee
                ? t('fee_line', { amount: `${fmt.exact(row.fee.amount.replace('-', ''))} ${row.fee.coin}` })
                : undefined
            }
          />
        );
      })}
    </ul>
  );
}

/** The history of the wallet: every movement, or transfers only (with the other user's name). */
export function HistorySection() {
  const t = useTranslations('wallet');
  const fmt = useMoneyFormat();
  const dateText = useDateText();
  const [list, setList] = useState<HistoryList>('all');
  const entries = useEntryHistory(list === 'all');
  const transfers = useTransferHistory(list === 'transfers');
  const tabs: Array<[HistoryList, string]> = [
    ['all', t('history_all')],
    ['transfers', t('history_transfers')],
  ];

  return (
    <section aria-labelledby="wallet-history">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="wallet-history" className="text-lg font-bold text-neutral-900">
          {t('history')}
        </h2>
        <div role="tablist" aria-label={t('history')} className="flex rounded-full bg-neutral-100 p-1">
          {tabs.map(([id, label]) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={list === id}
              onClick={() => setList(id)}
              className={`rounded-full px-3.5 py-1.5 text-sm font-medium ${
                list === id ? 'bg-white text-neutral-900 shadow-sm' : 'text-neutral-500'
              }`}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel">
        {list === 'all' ? (
          <PagedList
            query={entries}
            keyOf={(e) => e.entry_id}
            emptyText={t('history_empty')}
            errorText={t('history_error')}
            moreErrorText={t('history_more_error')}
            endText={t('history_end')}
          >
            {(items) => <EntryRows entries={items} />}
          </PagedList>
        ) : (
          <PagedList
            query={transfers}
            keyOf={(r) => r.tx_id}
            emptyText={t('history_transfers_empty')}
            errorText={t('history_error')}
            moreErrorText={t('history_more_error')}
            endText={t('history_end')}
          >
            {(items) => (
              <ul className="divide-y divide-neutral-100">
                {items.map((r) => {
                  const name = r.counterparty_name || r.counterparty_username || `#${r.counterparty_user_id}`;
                  const out = r.direction === 'out';
                  return (
                    <HistoryItem
                      key={r.tx_id}
                      icon={out ? <SendIcon /> : <ReceiveIcon />}
                      title={out ? t('to_user', { name }) : t('from_user', { name })}
                      subtitle={`${dateText(r.created_at)} · ${t('user_id', { id: String(r.counterparty_user_id) })}`}
                      amounts={[{ coin: r.coin, amount: out ? `-${r.amount}` : r.amount }]}
                      note={
                        out && r.fee !== '0' ? t('fee_line', { amount: `${fmt.exact(r.fee)} ${r.coin}` }) : undefined
                      }
                    />
                  );
                })}
              </ul>
            )}
          </PagedList>
        )}
      </div>
    </section>
  );
}
