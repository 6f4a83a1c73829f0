'use client';

import { type CatalogueInfo, opsPreviewCatalogueEntry } from '@app/shared/ops/catalogue-contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ApiCallError } from '@/lib/api/api-error';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import type { FieldErrors } from '../form/form-errors';
import {
  checkItem,
  contractOf,
  type FormValues,
  fieldKinds,
  itemFieldOf,
  itemOf,
  ruleOf,
  valuesOf,
} from './catalogue-form';

/** How long typing pauses before the preview is asked for again. */
const PREVIEW_PAUSE_MS = 400;

/**
 * A catalogue item's form: the values, checked by the item's contract (rebuilt from the API's JSON
 * Schema) before anything is sent; the preview follows the typing (the API validates it too, so its
 * field errors, such as a tab that does not exist, show at the field before saving).
 */
export function useCatalogueForm(options: {
  info: CatalogueInfo;
  item?: Record<string, unknown>;
  save: (item: Record<string, unknown>) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { client } = useOpsConsole();
  const rules = useTranslations('ops.catalogue.rules');
  const { info } = options;
  // A refused field says what a valid value is, in the operator's language.
  const ruleText = (field: string) => {
    const rule = ruleOf(info.schema, field);
    return rules(rule.key, rule.values);
  };
  const refusedText = (error: ApiCallError) =>
    rules('refused', { message: error.details.fieldMessage ?? error.message });
  const checked = (item: Record<string, unknown>): FieldErrors =>
    Object.fromEntries(Object.keys(checkItem(contract, item)).map((field) => [field, ruleText(field)]));
  const kinds = useMemo(() => fieldKinds(info.schema, info.fields), [info]);
  const contract = useMemo(() => contractOf(info.schema), [info]);
  const [values, setValues] = useState<FormValues>(() => valuesOf(kinds, options.item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<unknown>();
  const [pending, setPending] = useState(false);
  const [preview, setPreview] = useState<{ value?: unknown; error?: unknown }>({});

  // A refused call: its field error beside the field, anything else above the buttons.
  const showError = (error: unknown) => {
    const field = error instanceof ApiCallError ? itemFieldOf(error.details.field) : undefined;
    if (field && field in kinds) setErrors({ [field]: refusedText(error as ApiCallError) });
    else setFormError(error);
  };

  // The preview's refusal is worded with the latest messages, without re-running the preview for them.
  const refusedTextNow = useRef(refusedText);
  refusedTextNow.current = refusedText;

  useEffect(() => {
    const item = itemOf(kinds, values);
    if (Object.keys(checkItem(contract, item)).length > 0) return;
    let live = true;
    const timer = setTimeout(() => {
      client.call(opsPreviewCatalogueEntry, { catalogue: info.name, item }).then(
        (answer) => live && setPreview({ value: answer.preview }),
        (error: unknown) => {
          if (!live) return;
          setPreview({ error });
          const field = error instanceof ApiCallError ? itemFieldOf(error.details.field) : undefined;
          if (field && field in kinds)
            setErrors((was) => ({ ...was, [field]: refusedTextNow.current(error as ApiCallError) }));
        },
      );
    }, PREVIEW_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, contract, info.name, kinds, values]);

  return {
    kinds,
    values,
    errors,
    formError,
    pending,
    preview,
    set(field: string, value: string) {
      setValues((was) => ({ ...was, [field]: value }));
      setErrors((was) => ({ ...was, [field]: undefined }));
    },
    onSubmit(event: FormEvent) {
      event.preventDefault();
      if (pending) return;
      const item = itemOf(kinds, values);
      const refused = checked(item);
      setFormError(undefined);
      setErrors(refused);
      if (Object.keys(refused).length > 0) return;
      setPending(true);
      options.save(item).then(
        () => {
          setPending(false);
          options.onSaved();
        },
        (error: unknown) => {
          setPending(false);
          showError(error);
        },
      );
    },
  };
}
