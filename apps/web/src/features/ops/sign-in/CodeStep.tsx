'use client';

import { type OpsMe, opsVerifySecondFactor } from '@app/shared/ops/auth-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FormFooter, TextField } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';

/** Step 2: the authenticator's 6-digit code, or one of the recovery codes. */
export function CodeStep({ onDone, onRestart }: { onDone: (me: OpsMe) => void; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  return recovery ? (
    <RecoveryForm onDone={onDone} onSwitch={() => setRecovery(false)} onRestart={onRestart} />
  ) : (
    <TotpForm onDone={onDone} onSwitch={() => setRecovery(true)} onRestart={onRestart} />
  );
}

interface FormProps {
  onDone: (me: OpsMe) => void;
  onSwitch: () => void;
  onRestart: () => void;
}

function TotpForm({ onDone, onSwitch, onRestart }: FormProps) {
  const t = useTranslations('ops.sign_in');
  const form = useOpsForm({ endpoint: opsVerifySecondFactor, initial: { code: '' }, onSuccess: onDone });
  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-3 flex flex-col gap-4" data-testid="ops-totp-form">
      <h1 className="text-title">{t('totp_title')}</h1>
      <p className="text-body text-muted">{t('totp_text')}</p>
      <TextField
        name="code"
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={form.values.code}
        onChange={(e) => form.set('code', e.target.value.replace(/\D/g, ''))}
        error={form.errors.code}
        autoFocus
      />
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={t('verify')}>
        <Button type="button" variant="ghost" onClick={onSwitch}>
          {t('use_recovery')}
        </Button>
      </FormFooter>
      <Button type="button" variant="ghost" size="sm" onClick={onRestart} className="self-start">
        {t('restart')}
      </Button>
    </form>
  );
}

function RecoveryForm({ onDone, onSwitch, onRestart }: FormProps) {
  const t = useTranslations('ops.sign_in');
  const form = useOpsForm({ endpoint: opsVerifySecondFactor, initial: { recovery_code: '' }, onSuccess: onDone });
  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-3 flex flex-col gap-4" data-testid="ops-recovery-form">
      <h1 className="text-title">{t('recovery_title')}</h1>
      <p className="text-body text-muted">{t('recovery_text')}</p>
      <TextField
        name="recovery_code"
        label={t('recovery_code')}
        autoComplete="off"
        placeholder="xxxxx-xxxxx"
        value={form.values.recovery_code}
        onChange={(e) => form.set('recovery_code', e.target.value)}
        error={form.errors.recovery_code ?? form.errors.code}
        autoFocus
      />
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={t('verify')}>
        <Button type="button" variant="ghost" onClick={onSwitch}>
          {t('use_totp')}
        </Button>
      </FormFooter>
      <Button type="button" variant="ghost" size="sm" onClick={onRestart} className="self-start">
        {t('restart')}
      </Button>
    </form>
  );
}
