'use client';

import { DEFAULT_DIAL_CODE, DIAL_CODES } from '@app/shared';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useApiClient } from '@/lib/api/api-provider';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { canSendCode, isCompleteCode, phoneDigits } from './phone-entry';
import { keepSession, signInContracts } from './sign-in-calls';

const DIALS = [...new Set(Object.values(DIAL_CODES))].map((d) => `+${d}`);
const FIELD = 'rounded-xl border border-line bg-surface-raised px-3 py-2.5 text-base';

/** Phone + one-time code (lb_send_phone_code, lb_user_phone_login): the first sign-in registers. */
export function PhoneSignIn({ locale, onSignedIn }: { locale: string; onSignedIn(): void }) {
  const t = useTranslations('luckybearSignIn');
  const api = useApiClient();
  const notify = useErrorNotice();
  // Spec 3, login state: countryNum defaults to +84.
  const [dial, setDial] = useState(DEFAULT_DIAL_CODE);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(step: () => Promise<void>) {
    setBusy(true);
    try {
      await step();
    } catch (error) {
      notify(error);
    } finally {
      setBusy(false);
    }
  }

  const send = () =>
    run(async () => {
      const sent = await api.call((await signInContracts()).lbSendPhoneCode, {
        country_code: dial,
        phone: phoneDigits(phone),
      });
      setSentTo(sent.phone_number);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const login = await api.call((await signInContracts()).lbUserPhoneLogin, {
        country_code: dial,
        phone: phoneDigits(phone),
        code,
      });
      await keepSession(login, locale);
      onSignedIn();
    });
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <div className="flex gap-2">
        <select
          aria-label={t('dial_code')}
          className={`${FIELD} w-28 shrink-0`}
          value={dial}
          onChange={(e) => setDial(e.target.value)}
        >
          {DIALS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <input
          className={`${FIELD} min-w-0 flex-1`}
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={t('phone')}
          placeholder={t('phone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <input
          className={`${FIELD} min-w-0 flex-1`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-label={t('code')}
          placeholder={t('code')}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button variant="secondary" disabled={!canSendCode(phone) || busy} onClick={send}>
          {sentTo ? t('resend') : t('send_code')}
        </Button>
      </div>
      {sentTo && <p className="text-muted text-sm">{t('code_sent', { phone: sentTo })}</p>}
      <Button type="submit" block loading={busy} disabled={!sentTo || !isCompleteCode(code)}>
        {t('sign_in')}
      </Button>
    </form>
  );
}
