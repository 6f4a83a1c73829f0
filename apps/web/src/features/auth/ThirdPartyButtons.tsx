'use client';

import { useTranslations } from 'next-intl';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { ProviderMark } from './ProviderMark';
import { useThirdParty } from './use-third-party';

/** One "Continue with ..." button per configured provider (app_global_config). */
export function ThirdPartyButtons({
  providers,
  backUrl,
}: {
  providers: { media_type: string; name: string }[];
  backUrl: string;
}) {
  const t = useTranslations('auth');
  const { start, pending } = useThirdParty('login', backUrl);
  return (
    <ul className="flex flex-col gap-3">
      {providers.map((provider) => (
        <li key={provider.media_type}>
          <button
            type="button"
            className={pageButton.outline}
            disabled={pending !== null}
            onClick={() => void start(provider.media_type)}
          >
            {pending === provider.media_type ? <Spinner /> : <ProviderMark name={provider.name} />}
            <span className="flex-1 text-center">{t('continue_with', { provider: provider.name })}</span>
            <span aria-hidden="true" className="size-7" />
          </button>
        </li>
      ))}
    </ul>
  );
}
