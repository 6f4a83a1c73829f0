'use client';

import {
  type CatalogueEntry,
  type CatalogueInfo,
  opsDisableCatalogueEntry,
  opsListCatalogueEntries,
  opsListCatalogues,
} from '@app/shared/ops/catalogue-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { invalidateQueries } from '@/lib/query/query-store';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { OpsError } from '../console/OpsError';
import { OpsPageHeader } from '../console/OpsPageHeader';
import { useOpsQuery } from '../console/use-ops-query';
import { SelectField } from '../form/SelectField';
import { OpsTable } from '../table/OpsTable';
import { CatalogueItemForm } from './CatalogueItemForm';
import { useCatalogueColumns } from './catalogue-columns';

/**
 * The rows the table sorts, filters and pages in the browser: catalogues are tens of items; one
 * larger than this shows its first rows and says how many there are (decisions.md).
 */
const LOADED_ROWS = 200;

type Panel = { kind: 'create' } | { kind: 'edit'; entry: CatalogueEntry } | undefined;

/** The catalogue editor (catalogue.edit): every catalogue the API registers, by the same screen. */
export function CatalogueScreen() {
  const t = useTranslations('ops.catalogue');
  const catalogues = useOpsQuery(opsListCatalogues, {});
  const [chosen, setChosen] = useState<string>();
  const list = catalogues.data?.catalogues ?? [];
  const info = list.find((c) => c.name === chosen) ?? list[0];
  const titleOf = (c: CatalogueInfo) => (t.has(`names.${c.name}`) ? t(`names.${c.name}`) : c.title);
  return (
    <>
      <OpsPageHeader title={t('title')} subtitle={t('subtitle')} />
      {catalogues.status === 'error' && <OpsError error={catalogues.error} onRetry={catalogues.refetch} />}
      {list.length > 1 && info && (
        <div className="mb-4 w-full max-w-xs">
          <SelectField
            label={t('catalogue')}
            name="catalogue"
            value={info.name}
            options={list.map((c) => c.name)}
            labelOf={(name) => titleOf(list.find((c) => c.name === name) ?? info)}
            onChange={setChosen}
          />
        </div>
      )}
      {info && <CatalogueEntries key={info.name} info={info} title={titleOf(info)} />}
    </>
  );
}

function CatalogueEntries({ info, title }: { info: CatalogueInfo; title: string }) {
  const t = useTranslations('ops.catalogue');
  const { client } = useOpsConsole();
  const entries = useOpsQuery(opsListCatalogueEntries, { catalogue: info.name, page: 1, page_size: LOADED_ROWS });
  const [panel, setPanel] = useState<Panel>();
  const [toggleError, setToggleError] = useState<unknown>();
  const changed = () => {
    setPanel(undefined);
    void invalidateQueries(['ops', opsListCatalogueEntries.path]);
  };
  const toggle = (entry: CatalogueEntry) => {
    setToggleError(undefined);
    client
      .call(opsDisableCatalogueEntry, { catalogue: info.name, id: entry.id, disabled: !entry.disabled })
      .then(changed, setToggleError);
  };
  const columns = useCatalogueColumns(info, {
    onEdit: (entry) => setPanel({ kind: 'edit', entry }),
    onToggle: toggle,
  });
  const total = entries.data?.total ?? 0;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-headline">{title}</h2>
        <Button onClick={() => setPanel({ kind: 'create' })} data-testid="ops-catalogue-create">
          {t('create')}
        </Button>
      </div>
      {panel && (
        <CatalogueItemForm
          key={panel.kind === 'edit' ? panel.entry.id : 'new'}
          info={info}
          id={panel.kind === 'edit' ? panel.entry.id : undefined}
          item={panel.kind === 'edit' ? panel.entry.item : undefined}
          onDone={changed}
          onCancel={() => setPanel(undefined)}
        />
      )}
      {toggleError !== undefined && <OpsError error={toggleError} />}
      {total > LOADED_ROWS && (
        <p className="mb-2 text-caption text-muted">{t('first_rows', { shown: LOADED_ROWS, total })}</p>
      )}
      <OpsTable
        label={title}
        testId="ops-catalogue-table"
        columns={columns}
        data={entries.data?.items}
        status={entries.status}
        error={entries.error}
        onRetry={entries.refetch}
        getRowId={(row) => row.id}
        search
        emptyText={t('empty')}
      />
    </>
  );
}
