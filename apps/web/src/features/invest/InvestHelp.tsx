'use client';

import { useTranslations } from 'next-intl';

const RULES = ['help_lock', 'help_return', 'help_rounding', 'help_maturity', 'help_exit', 'help_cap'] as const;

/** The rules a player reads (docs/invest.md, the same words): return formula, rounding, maturity in UTC, penalty. */
export function InvestHelp() {
  const t = useTranslations('invest');
  return (
    <details className="rounded-2xl bg-white p-4" data-testid="invest-help">
      <summary className="cursor-pointer text-headline text-ink">{t('help_heading')}</summary>
      <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-callout text-ink">
        {RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </details>
  );
}
