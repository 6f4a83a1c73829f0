'use client';

import type { CatalogueEntry, CatalogueInfo } from '@app/shared/ops/catalogue-contracts';
import { useTranslations } from 'next-intl';
import { useMemo, useRef } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { opsColumns } from '../table/table-features';
import { fieldKinds } from './catalogue-form';

const column = opsColumns<CatalogueEntry>();
/** The item's fields the list shows after the id: the first few, the form shows all of them. */
const LISTED_FIELDS = 3;

/** A shown field's text: lists joined, anything else as text. */
const textOf = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value));

/** The list's columns for any catalogue: the id, its first fields, its state and the row's actions. */
export function useCatalogueColumns(
  info: CatalogueInfo,
  actions: { onEdit: (entry: CatalogueEntry) => void; onToggle: (entry: CatalogueEntry) => void },
) {
  const t = useTranslations('ops.catalogue');
  // The columns stay the same object across renders (TanStack Table rebuilds its models otherwise).
  const latest = useRef(actions);
  latest.current = actions;
  return useMemo(() => {
    const label = (field: string) => (t.has(`fields.${field}`) ? t(`fields.${field}`) : field);
    const listed = info.fields.filter((f) => f !== info.id_field).slice(0, LISTED_FIELDS);
    const kinds = fieldKinds(info.schema, listed);
    // A choice's value in the operator's words when the console has them, as the form shows it.
    const cellText = (field: string, value: unknown) => {
      const text = textOf(value);
      return kinds[field]?.kind === 'choice' && t.has(`options.${text}`) ? t(`options.${text}`) : text;
    };
    return [
      column.accessor('id', {
        header: () => t('id'),
        cell: (info) => <span className="font-mono">{info.getValue()}</span>,
      }),
      ...listed.map((field) =>
        column.accessor((row) => cellText(field, row.item[field]), { id: field, header: () => label(field) }),
      ),
      column.accessor((row) => (row.disabled ? t('disabled') : t('enabled')), {
        id: 'state',
        header: () => t('state'),
        cell: (cell) => <Badge tone={cell.row.original.disabled ? 'neutral' : 'success'}>{cell.getValue()}</Badge>,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('actions')}</span>,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => latest.current.onEdit(row.original)}
              data-testid="ops-catalogue-edit"
            >
              {t('edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => latest.current.onToggle(row.original)}
              data-testid="ops-catalogue-toggle"
            >
              {row.original.disabled ? t('enable') : t('disable')}
            </Button>
          </div>
        ),
      }),
    ];
  }, [info, t]);
}
