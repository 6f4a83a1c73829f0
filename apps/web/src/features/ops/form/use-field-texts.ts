'use client';

import { BodyCode } from '@app/shared/core/errors';
import { useTranslations } from 'next-intl';
import { ApiCallError } from '@/lib/api/api-error';
import type { FieldErrors } from './form-errors';

/**
 * Field errors in the operator's language: the contracts' messages are English and technical, so a
 * field with a text in `ops.fields` shows what a valid value is (`<field>_conflict` for a value the
 * API refused as taken or not allowed now); any other keeps the contract's message.
 */
export function useFieldTexts(): (errors: FieldErrors, cause?: unknown) => FieldErrors {
  const t = useTranslations('ops.fields');
  return (errors, cause) => {
    const conflict = cause instanceof ApiCallError && cause.code === BodyCode.CONFLICT;
    const out: FieldErrors = {};
    for (const [field, message] of Object.entries(errors)) {
      const key = conflict ? `${field}_conflict` : field;
      out[field] = t.has(key) ? t(key) : message;
    }
    return out;
  };
}
