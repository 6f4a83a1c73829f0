'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Payee } from './use-recipient-lookup';

/** The person's avatar, else the first letter of their name on a tint (also when the image fails). */
export function PayeeAvatar({
  name,
  headUrl,
  className = 'size-11',
}: {
  name: string;
  headUrl: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (headUrl.startsWith('https://') && !failed) {
    return (
      // biome-ignore lint/performance/noImgElement: an avatar on the messenger's host; next/image would proxy a foreign URL
      <img
        src={headUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={`${className} shrink-0 rounded-full bg-neutral-100 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-amber-100 text-lg font-bold text-amber-700 uppercase`}
    >
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}

/** Who will be paid, as the payer recognises them: avatar, display name and user id. */
export function PayeeCard({ payee, testId }: { payee: Payee; testId?: string }) {
  const t = useTranslations('wallet');
  return (
    <div data-testid={testId} className="flex min-w-0 items-center gap-3">
      <PayeeAvatar name={payee.display_name} headUrl={payee.head_url} />
      <div className="min-w-0">
        <p className="truncate text-[15px] font-semibold text-neutral-900">{payee.display_name}</p>
        <p className="truncate text-xs text-neutral-500 tabular-nums">{t('user_id', { id: String(payee.user_id) })}</p>
      </div>
    </div>
  );
}
