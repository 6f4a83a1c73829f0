'use client';

import { BodyCode } from '@app/shared';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { ApiCallError } from '@/lib/api/api-error';
import { useApiClient } from '@/lib/api/api-provider';
import { useCountdown } from '@/lib/async/countdown';
import { useAppGlobalConfig } from '@/shell/app-config/use-app-global-config';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { CountryPicker } from './CountryPicker';
import { countryOfDialCode, DEFAULT_DIAL_COUNTRY, isPlausiblePhone, phoneDigits } from './dial-codes';
import { useLoginStore } from './login-store';
import { OTP_LENGTH, OtpCodeInput } from './OtpCodeInput';

export interface VerifiedPhone {
  country_code: string;
  phone: string;
  code: string;
}

const DEFAULT_RESEND_S = 60;

function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof ApiCallError) || error.code !== BodyCode.OTP_THROTTLED) return undefined;
  const seconds = (error.details.data as { retry_after_s?: unknown } | undefined)?.retry_after_s;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/**
 * Phone number, then the one-time code (spec 7.3 send_otp_via_phone): the dial-code picker, a
 * 6-digit code with a 60 s resend countdown, and the final step left to the caller (`onVerify`:
 * sign in, or bind). Failures are shown as notices (spec 8.4).
 */
export function PhoneCodeForm({
  purpose,
  intro,
  submitLabel,
  onVerify,
}: {
  purpose: 'login' | 'bind';
  /** Shown above the phone field (the code step has its own heading). */
  intro: string;
  submitLabel: string;
  onVerify: (phone: VerifiedPhone) => Promise<void>;
}) {
  const t = useTranslations('auth');
  const api = useApiClient();
  const notify = useErrorNotice();
  const config = useAppGlobalConfig();
  const setCountryNum = useLoginStore((s) => s.setCountryNum);
  const dialCode = useLoginStore((s) => s.countryNum);
  const [country, setCountry] = useState(() => countryOfDialCode(dialCode) ?? DEFAULT_DIAL_COUNTRY);
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const countdown = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const resendS = config.data?.otp.resend_s ?? DEFAULT_RESEND_S;

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  async function sendCode() {
    setBusy('send');
    try {
      // The contract comes with the call (docs/benchmarks.md, "first-load JavaScript").
      const { sendOtpViaPhone } = await import('@app/shared/auth/phone-contracts');
      const sent = await api.call(sendOtpViaPhone, { country_code: dialCode, phone: phoneDigits(phone), purpose });
      setSentTo(sent.phone_number);
      setStep('code');
      setCode('');
      setCodeInvalid(false);
      countdown.start(sent.resend_after_s || resendS);
    } catch (error) {
      const retryAfter = retryAfterOf(error);
      if (retryAfter) countdown.start(retryAfter);
      notify(error);
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    setBusy('verify');
    try {
      await onVerify({ country_code: dialCode, phone: phoneDigits(phone), code });
    } catch (error) {
      setCodeInvalid(true);
      notify(error);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (step === 'phone' && isPlausiblePhone(phone) && countdown.left === 0) void sendCode();
    if (step === 'code' && code.length === OTP_LENGTH) void verify();
  }

  if (step === 'phone') {
    return (
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <p className="text-[15px] leading-relaxed text-neutral-500">{intro}</p>
        <label className="flex flex-col gap-2">
          <span className="text-sm font-medium text-neutral-700">{t('phone_label')}</span>
          <span className="flex h-14 items-stretch rounded-2xl border border-neutral-200 bg-white focus-within:border-amber-400 focus-within:ring-2 focus-within:ring-amber-100">
            <CountryPicker
              country={country}
              disabled={busy !== null}
              onChange={(option) => {
                setCountry(option.country);
                setCountryNum(option.dialCode);
              }}
            />
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phone}
              onChange={(e) => setPhone(e.target.value.replace(/[^\d\s()-]/g, '').slice(0, 20))}
              placeholder={t('phone_placeholder')}
              aria-label={t('phone_label')}
              className="min-w-0 flex-1 rounded-r-2xl bg-transparent px-3 text-[17px] tracking-wide text-neutral-900 outline-none placeholder:text-neutral-300"
            />
          </span>
        </label>
        <button
          type="submit"
          className={pageButton.primary}
          disabled={!isPlausiblePhone(phone) || busy !== null || countdown.left > 0}
        >
          {busy === 'send' && <Spinner />}
          {countdown.left > 0 ? t('resend_in', { seconds: countdown.left }) : t('send_code')}
        </button>
        <p className="text-center text-xs leading-relaxed text-neutral-400">{t('phone_hint')}</p>
      </form>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
      <div className="text-center">
        <p className="text-lg font-semibold text-neutral-900">{t('code_title')}</p>
        <p className="mt-1 text-sm text-neutral-500">{t('code_sent_to', { phone: sentTo })}</p>
      </div>
      <OtpCodeInput
        ref={codeRef}
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeInvalid(false);
        }}
        label={t('code_label')}
        invalid={codeInvalid}
        disabled={busy === 'verify'}
      />
      <button type="submit" className={pageButton.primary} disabled={code.length !== OTP_LENGTH || busy !== null}>
        {busy === 'verify' && <Spinner />}
        {submitLabel}
      </button>
      <div className="flex items-center justify-between">
        <button type="button" className={pageButton.text} onClick={() => setStep('phone')} disabled={busy !== null}>
          {t('change_number')}
        </button>
        {countdown.left > 0 ? (
          <span className="px-3 text-sm text-neutral-400" aria-live="polite">
            {t('resend_in', { seconds: countdown.left })}
          </span>
        ) : (
          <button type="button" className={pageButton.text} onClick={() => void sendCode()} disabled={busy !== null}>
            {busy === 'send' && <Spinner className="size-4" />}
            {t('resend_code')}
          </button>
        )}
      </div>
    </form>
  );
}
