'use client';

import type { OpsMe, SecondFactorStep } from '@app/shared/ops/auth-contracts';
import { useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { CodeStep } from './CodeStep';
import { CredentialsStep } from './CredentialsStep';
import { EnrolStep } from './EnrolStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { nextAfterSignIn } from './sign-in-target';

type Step = { step: 'credentials' } | { step: SecondFactorStep } | { step: 'codes'; codes: string[]; me: OpsMe };

/**
 * Operator sign-in: email and password, then a TOTP code (or a recovery code); the first sign-in
 * enrols TOTP instead and shows the recovery codes once. Then the page the operator came for.
 */
export function SignInScreen() {
  const t = useTranslations('ops.sign_in');
  const locale = useLocale();
  const router = useRouter();
  const query = useSearchParams();
  const { session, signedIn } = useOpsConsole();
  const [state, setState] = useState<Step>({ step: 'credentials' });
  const target = nextAfterSignIn(query.get('next'), locale);
  const reason = query.get('reason');

  useEffect(() => {
    if (session.status === 'signed-in') router.replace(target);
  }, [session.status, router, target]);

  const finish = (me: OpsMe) => signedIn(me);
  return (
    <main className="flex min-h-dvh items-start justify-center bg-surface px-4 py-10 text-ink md:items-center">
      <div className="w-full max-w-md rounded-tile border border-line bg-white p-6 shadow-sm">
        <p className="text-caption font-semibold tracking-wide text-muted uppercase">{t('console')}</p>
        {state.step === 'credentials' && (
          <>
            {(reason === 'expired' || reason === 'signed-out') && (
              <p
                role="status"
                className="mt-3 rounded-control bg-surface p-3 text-callout"
                data-testid="ops-signed-out-reason"
              >
                {t(reason === 'expired' ? 'reason_expired' : 'reason_signed_out')}
              </p>
            )}
            <CredentialsStep onNext={(next) => setState({ step: next })} />
          </>
        )}
        {state.step === 'totp' && <CodeStep onDone={finish} onRestart={() => setState({ step: 'credentials' })} />}
        {state.step === 'enrol' && <EnrolStep onDone={(codes, me) => setState({ step: 'codes', codes, me })} />}
        {state.step === 'codes' && <RecoveryCodesStep codes={state.codes} onDone={() => finish(state.me)} />}
      </div>
    </main>
  );
}
