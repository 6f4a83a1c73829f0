'use client';

import { type OpsMe, opsEnrolConfirm, opsEnrolStart } from '@app/shared/ops/auth-contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Spinner } from '@/components/ui/Spinner';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { OpsError } from '../console/OpsError';
import { CodeField, digitsOnly, FormFooter } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';

type Enrolment = z.output<typeof opsEnrolStart.response>;

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** First sign-in: a new TOTP secret as a QR code and as text, confirmed by the app's first code. */
export function EnrolStep({ onDone }: { onDone: (codes: string[], me: OpsMe) => void }) {
  const t = useTranslations('ops.enrol');
  const { client } = useOpsConsole();
  const [enrolment, setEnrolment] = useState<Enrolment | { error: unknown } | undefined>();
  const start = () => {
    setEnrolment(undefined);
    client.call(opsEnrolStart, {}).then(setEnrolment, (error: unknown) => setEnrolment({ error }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one secret per visit of this step.
  useEffect(start, []);
  const form = useOpsForm({
    endpoint: opsEnrolConfirm,
    initial: { code: '' },
    onSuccess: (result) => onDone(result.recovery_codes, result.me),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-3 flex flex-col gap-4" data-testid="ops-enrol-form">
      <h1 className="text-title">{t('title')}</h1>
      <p className="text-body text-muted">{t('text')}</p>
      {enrolment === undefined && <Spinner className="size-6 self-center text-muted" />}
      {enrolment && 'error' in enrolment && <OpsError error={enrolment.error} onRetry={start} />}
      {enrolment && 'secret' in enrolment && (
        <>
          {/* biome-ignore lint/performance/noImgElement: an inline SVG from the API; an <img> never runs its content. */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt={t('qr_alt')}
            className="mx-auto size-48 rounded-control border border-line bg-white p-2"
            data-testid="ops-enrol-qr"
          />
          <div>
            <p className="text-callout text-muted">{t('manual')}</p>
            <code
              className="mt-1 block rounded-control bg-surface p-3 text-center font-mono text-body tracking-wider break-all"
              data-testid="ops-enrol-secret"
              data-secret={enrolment.secret}
            >
              {groupedSecret(enrolment.secret)}
            </code>
          </div>
          <CodeField label={t('code')} {...form.field('code', digitsOnly)} />
          <FormFooter formError={form.formError} pending={form.pending} submitLabel={t('confirm')} />
        </>
      )}
    </form>
  );
}
