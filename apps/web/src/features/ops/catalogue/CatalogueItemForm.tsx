'use client';

import {
  type CatalogueInfo,
  opsCreateCatalogueEntry,
  opsUpdateCatalogueEntry,
} from '@app/shared/ops/catalogue-contracts';
import { useTranslations } from 'next-intl';
import { JsonBlock } from '../console/JsonBlock';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { OpsError } from '../console/OpsError';
import { FormCard, FormFooter, TextField } from '../form/FormFields';
import { SelectField } from '../form/SelectField';
import { useCatalogueForm } from './use-catalogue-form';

const FLAG = ['true', 'false'] as const;

/**
 * Create an item (no `id`) or edit one, with the player's view of it (the API's preview) beside the
 * form. Fields come from the catalogue's description, labelled by `ops.catalogue.fields.<field>`
 * when the console has a text for it and by the field's own name otherwise.
 */
export function CatalogueItemForm({
  info,
  id,
  item,
  onDone,
  onCancel,
}: {
  info: CatalogueInfo;
  id?: string;
  item?: Record<string, unknown>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('ops.catalogue');
  const { client } = useOpsConsole();
  const form = useCatalogueForm({
    info,
    item,
    save: (next) =>
      id === undefined
        ? client.call(opsCreateCatalogueEntry, { catalogue: info.name, item: next })
        : client.call(opsUpdateCatalogueEntry, { catalogue: info.name, id, item: next }),
    onSaved: onDone,
  });
  const label = (field: string) => (t.has(`fields.${field}`) ? t(`fields.${field}`) : field);
  // A choice's value in the operator's words when the console has them (a product type), else as the API names it.
  const optionText = (value: string) => (t.has(`options.${value}`) ? t(`options.${value}`) : value);
  return (
    <FormCard
      title={id === undefined ? t('create_title') : t('edit_title', { id })}
      onSubmit={form.onSubmit}
      testId="ops-catalogue-form"
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          {info.fields.map((field) => {
            const kind = form.kinds[field];
            const common = { label: label(field), name: field, error: form.errors[field] };
            if (kind?.kind === 'choice' || kind?.kind === 'flag') {
              const options = kind.kind === 'choice' ? kind.options : FLAG;
              return (
                <SelectField
                  key={field}
                  {...common}
                  value={form.values[field] ?? ''}
                  options={options}
                  labelOf={(o) => (kind.kind === 'flag' ? t(o === 'true' ? 'yes' : 'no') : optionText(o))}
                  onChange={(v) => form.set(field, v)}
                />
              );
            }
            return (
              <TextField
                key={field}
                {...common}
                value={form.values[field] ?? ''}
                onChange={(e) => form.set(field, e.target.value)}
                inputMode={kind?.kind === 'number' ? 'numeric' : undefined}
                maxLength={kind?.kind === 'text' ? kind.maxLength : undefined}
                hint={kind?.kind === 'list' ? t('list_hint') : undefined}
                // The id is set once: the API refuses to change it.
                disabled={id !== undefined && field === info.id_field}
                autoComplete="off"
              />
            );
          })}
        </div>
        <section className="min-w-0" aria-label={t('preview')} data-testid="ops-catalogue-preview">
          <h3 className="mb-1 text-caption font-semibold text-muted">{t('preview')}</h3>
          <p className="mb-2 text-caption text-muted">{t('preview_hint')}</p>
          {form.preview.error !== undefined ? (
            <OpsError error={form.preview.error} />
          ) : (
            <JsonBlock value={form.preview.value} />
          )}
        </section>
      </div>
      <FormFooter
        formError={form.formError}
        pending={form.pending}
        submitLabel={id === undefined ? t('create') : t('save')}
        onCancel={onCancel}
      />
    </FormCard>
  );
}
