'use client';

import { RECIPIENT_LOOKUPS, type RecipientLookup } from '@app/shared/wallet/recipients';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CheckIcon } from '@/components/icons';
import { Spinner } from '@/components/ui/Spinner';
import { PayeeCard } from './PayeeCard';
import { showsWhileTyping } from './recipient-input';
import type { RecipientState } from './use-recipient-lookup';

const INPUT_MODE = { id: 'numeric', username: 'text', phone: 'tel' } as const;

/** The sentence under the field, or null (nothing to say, or the card says it). */
function useRecipientMessage(): (state: RecipientState, touched: boolean) => string | null {
  const t = useTranslations('wallet');
  return (state, touched) => {
    if (state.status === 'input') {
      if (!touched && !showsWhileTyping(state.reason)) return null;
      return {
        empty: t('find_required'),
        short: t('find_incomplete'),
        not_digits: t('recipient_invalid'),
        mistyped: t('find_mistyped'),
        bad_username: t('find_bad_username'),
        bad_phone: t('find_bad_phone'),
      }[state.reason];
    }
    if (state.status !== 'problem') return null;
    return {
      unknown: t('find_unknown'),
      self: t('recipient_self'),
      bad_phone: t('find_bad_phone'),
      limited: t('find_limited'),
      failed: t('find_failed'),
    }[state.problem];
  };
}

/**
 * Who to pay (issue 20): by user id, username or phone; once found, their avatar, name and id, so the
 * payer sees who it is before confirming.
 */
export function RecipientField({
  by,
  onBy,
  text,
  onText,
  state,
  touched,
}: {
  by: RecipientLookup;
  onBy: (by: RecipientLookup) => void;
  text: string;
  onText: (text: string) => void;
  state: RecipientState;
  touched: boolean;
}) {
  const t = useTranslations('wallet');
  const id = useId();
  const message = useRecipientMessage()(state, touched);
  const labels = { id: t('recipient'), username: t('recipient_username'), phone: t('recipient_phone') };
  const placeholders = {
    id: t('recipient_placeholder'),
    username: t('placeholder_username'),
    phone: t('placeholder_phone'),
  };
  const ways = { id: t('by_id'), username: t('by_username'), phone: t('by_phone') };
  return (
    <div className="rounded-3xl bg-neutral-50 p-4">
      <fieldset className="flex gap-1 rounded-full bg-neutral-200/70 p-1">
        <legend className="sr-only">{t('find_by')}</legend>
        {RECIPIENT_LOOKUPS.map((way) => (
          <label
            key={way}
            className={`min-w-0 flex-auto cursor-pointer truncate rounded-full px-2 py-1.5 text-center text-[13px] font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-400 ${
              by === way ? 'bg-white text-neutral-900 shadow-sm' : 'text-neutral-500'
            }`}
          >
            <input
              type="radio"
              name={`${id}-by`}
              value={way}
              checked={by === way}
              onChange={() => onBy(way)}
              className="sr-only"
            />
            {ways[way]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-neutral-600">
        {labels[by]}
      </label>
      <input
        id={id}
        inputMode={INPUT_MODE[by]}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={placeholders[by]}
        value={text}
        onChange={(event) => onText(by === 'id' ? event.target.value.replace(/\s+/g, '') : event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-status`}
        className="mt-1 h-11 w-full bg-transparent text-xl font-semibold text-neutral-900 outline-none placeholder:text-base placeholder:font-normal placeholder:text-neutral-300"
      />
      <div id={`${id}-status`} aria-live="polite" className="mt-1 min-h-6">
        {state.status === 'found' ? (
          <div className="mt-2 flex items-center justify-between gap-3 rounded-2xl bg-white p-3 ring-1 ring-emerald-200">
            <PayeeCard payee={state.payee} testId="recipient-preview" />
            {/* The name needs the room; the check says "found" (and says it to screen readers). */}
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
              <CheckIcon className="size-4" strokeWidth={2.4} />
              <span className="sr-only">{t('recipient_found')}</span>
            </span>
          </div>
        ) : state.status === 'checking' && text.trim() !== '' ? (
          <p className="flex items-center gap-2 text-sm text-neutral-400">
            <Spinner className="size-4" />
            {t('find_checking')}
          </p>
        ) : message ? (
          <p role="alert" className="text-sm text-red-600">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
