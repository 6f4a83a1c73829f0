import {
  type ColumnDef,
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * The console tables' TanStack Table features, registered once: sorting, a text filter over the
 * columns and paging. A table of every row (operators) runs them in the browser; a server-paged one
 * (the audit log) sets the manual flags and asks the API for the page instead (OpsTable's `server`).
 */
export const opsTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export type OpsTableFeatures = typeof opsTableFeatures;
// biome-ignore lint/suspicious/noExplicitAny: a column list mixes value types, as TanStack's own examples type it.
export type OpsColumn<T extends RowData> = ColumnDef<OpsTableFeatures, T, any>;

/** A typed column helper for a console table's rows. */
export function opsColumns<T extends RowData>() {
  return createColumnHelper<OpsTableFeatures, T>();
}
