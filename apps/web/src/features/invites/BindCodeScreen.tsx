'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { ApiCallError } from '@/lib/api/api-error';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { normaliseInviteCode } from './invite-link';
import { useBindInviter, useInviteSummary } from './invite-queries';

/** The API's refusals of a bind, as the form words them (errors 1003, 1160-1162). */
const BIND_ERRORS: Record<number, 'unknown' | 'self' | 'bound' | 'cycle'> = {
  1003: 'unknown',
  1160: 'self',
  1161: 'bound',
  1162: 'cycle',
};

/** /user/bindCode (issue 16): bind my inviter by their code, once. */
export function BindCodeScreen() {
  const t = useTranslations('invites');
  const locale = useLocale();
  useRequireSignIn();
  const summary = useInviteSummary();
  const bind = useBindInviter();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const refusal = error instanceof ApiCallError ? BIND_ERRORS[error.code ?? 0] : undefined;
  const message = invalid ? t('bind_invalid') : refusal ? t(`bind_${refusal}`) : error ? t('load_failed') : null;
  const bound = done || summary.data?.inviter_bound === true;

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t('bind_title')} backHref={`/${locale}/share`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-2 pb-12">
        {bound ? (
          <p role="status" className="rounded-2xl bg-green-50 p-4 text-[15px] text-green-800">
            {t('bind_done')}
          </p>
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              const code = normaliseInviteCode(value);
              setInvalid(code === null);
              setError(null);
              if (code) bind.mutate(code, { onSuccess: () => setDone(true), onError: setError });
            }}
          >
            <label htmlFor="invite-code" className="text-[15px] text-neutral-700">
              {t('bind_lead')}
            </label>
            <input
              id="invite-code"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              maxLength={16}
              aria-invalid={message !== null}
              aria-describedby={message ? 'invite-code-error' : undefined}
              className="h-12 rounded-xl border border-neutral-200 px-4 font-mono text-lg tracking-widest uppercase"
            />
            {message && (
              <p id="invite-code-error" role="alert" className="text-sm text-red-600">
                {message}
              </p>
            )}
            <button type="submit" disabled={bind.isPending} className={pageButton.primary}>
              {t('bind_submit')}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
