'use client';

import { useTranslations } from 'next-intl';
import { InlineRetry } from '@/components/InlineRetry';
import { Spinner } from '@/components/ui/Spinner';
import { useApiClient } from '@/lib/api/api-provider';
import { useQuery } from '@/lib/query/use-query';
import { currentRoute } from '@/lib/routes/paths';
import { ProviderMark } from './ProviderMark';
import { useThirdParty } from './use-third-party';

/** The signed-in user's third-party accounts (third_party_regbind_info_list), each linkable once. */
export function LinkedAccounts() {
  const t = useTranslations('auth');
  const api = useApiClient();
  const bindings = useQuery({
    queryKey: ['user', 'third_party_regbind_info_list'],
    // The contract comes with the call (docs/benchmarks.md, "first-load JavaScript").
    queryFn: async ({ signal }) =>
      api.call((await import('@app/shared/auth/third-party-contracts')).thirdPartyRegbindInfoList, {}, { signal }),
  });
  const { start, pending } = useThirdParty('bind', currentRoute());

  if (bindings.isPending) {
    return <div aria-hidden="true" className="h-14 animate-pulse rounded-2xl bg-neutral-100" />;
  }
  if (bindings.isError) {
    return <InlineRetry message={t('linked_error')} onRetry={() => bindings.refetch()} />;
  }
  if (bindings.data.list.length === 0) return null;
  return (
    <section aria-labelledby="linked-accounts">
      <h2 id="linked-accounts" className="mb-2 text-sm font-semibold text-neutral-500">
        {t('linked_title')}
      </h2>
      <ul className="divide-y divide-neutral-100 rounded-2xl border border-neutral-100">
        {bindings.data.list.map((item) => (
          <li key={item.media_type} className="flex items-center gap-3 px-4 py-3">
            <ProviderMark name={item.name} />
            <span className="min-w-0 flex-1">
              <span className="block text-[15px] font-medium text-neutral-900">{item.name}</span>
              <span className="block truncate text-xs text-neutral-500">
                {item.bound ? item.account_name || t('linked_yes') : t('linked_no')}
              </span>
            </span>
            {!item.bound && (
              <button
                type="button"
                disabled={pending !== null}
                onClick={() => void start(item.media_type)}
                className="flex items-center gap-1 rounded-full bg-neutral-900 px-4 py-1.5 text-sm font-semibold text-white disabled:opacity-40"
              >
                {pending === item.media_type && <Spinner className="size-4" />}
                {t('link_account', { provider: item.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
