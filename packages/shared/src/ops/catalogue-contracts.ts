import { z } from 'zod';
import { defineOpsEndpoint } from './ops-endpoint';
import { pageOf, ZPageQuery } from './paging';

/**
 * The catalogue editor pattern (issue 11): every editable catalogue (home products today; offers,
 * tasks, gifts later) is served by the same six calls, named by `catalogue`. An item's shape is the
 * catalogue's own shared zod contract (home_products: @app/shared/tasklib/catalogue-item); the server
 * validates it and answers a field error in the envelope (1001) for a bad one.
 */
export const ZCatalogueName = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'must be a catalogue name');

export const ZCatalogueInfo = z.object({
  name: z.string(),
  title: z.string(),
  /** The item's fields in the editor's order (the contract says their types). */
  fields: z.array(z.string()),
  /** The field that is the item's id: set at creation, fixed after it (none: ids are the server's). */
  id_field: z.string().nullable(),
  /**
   * The item's contract as JSON Schema (zod's toJSONSchema): the console builds its form and checks it
   * with z.fromJSONSchema before sending, without knowing any catalogue; the server checks it again.
   */
  schema: z.record(z.string(), z.unknown()),
});
export type CatalogueInfo = z.infer<typeof ZCatalogueInfo>;

/** An item as the editor shows it: the catalogue's fields plus its id and state. */
export const ZCatalogueEntry = z.object({
  id: z.string(),
  disabled: z.boolean(),
  /** The item's fields (the catalogue's contract). */
  item: z.record(z.string(), z.unknown()),
  /** How a player sees it: for home_products a HomeProduct (@app/shared/tasklib/contracts). */
  preview: z.unknown(),
});
export type CatalogueEntry = z.infer<typeof ZCatalogueEntry>;

const ZItem = z.record(z.string(), z.unknown());
const ZId = z.string().trim().min(1).max(64);

export const opsListCatalogues = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/catalogues',
  summary: 'The editable catalogues',
  request: z.object({}),
  response: z.object({ catalogues: z.array(ZCatalogueInfo) }),
});

export const opsListCatalogueEntries = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/catalogues/entries',
  summary: "A catalogue's items, disabled ones included, paged",
  request: z.object({ catalogue: ZCatalogueName, ...ZPageQuery }),
  response: pageOf(ZCatalogueEntry),
});

export const opsGetCatalogueEntry = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/catalogues/entry',
  summary: 'One catalogue item',
  request: z.object({ catalogue: ZCatalogueName, id: ZId }),
  response: ZCatalogueEntry,
});

/** The preview of an item not saved yet (the editor's form): validated, nothing written. */
export const opsPreviewCatalogueEntry = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/catalogues/preview',
  summary: 'Validate an item and answer how a player would see it (nothing saved)',
  request: z.object({ catalogue: ZCatalogueName, item: ZItem }),
  response: z.object({ preview: z.unknown() }),
});

export const opsCreateCatalogueEntry = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/catalogues/create',
  summary: 'Create a catalogue item (audited)',
  request: z.object({ catalogue: ZCatalogueName, item: ZItem }),
  response: ZCatalogueEntry,
});

/** Replaces the item's fields (all of them, as the form holds them). */
export const opsUpdateCatalogueEntry = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/catalogues/update',
  summary: 'Update a catalogue item (audited with before and after)',
  request: z.object({ catalogue: ZCatalogueName, id: ZId, item: ZItem }),
  response: ZCatalogueEntry,
});

/** Hides the item from players (disabled: true) or shows it again; items are never deleted. */
export const opsDisableCatalogueEntry = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/catalogues/disable',
  summary: 'Disable or re-enable a catalogue item (audited)',
  request: z.object({ catalogue: ZCatalogueName, id: ZId, disabled: z.boolean() }),
  response: ZCatalogueEntry,
});
