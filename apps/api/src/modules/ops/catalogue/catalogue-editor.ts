import type { z } from 'zod';
import type { DbOrTrx } from '../../../db/types';

/** One stored item of a catalogue: its id, whether players see it, and its fields (the contract's). */
export interface CatalogueRow<Item> {
  id: string;
  disabled: boolean;
  item: Item;
}

/**
 * An editable catalogue (issue 11, the catalogue editor pattern). The module that owns the data
 * implements it; the console (catalogue.service.ts) validates every item with `schema`, runs the
 * writes in its own transaction (the `trx` given) with the audit entry, and answers the preview. A
 * feature issue adds a catalogue by implementing this and listing it in compose.ts, not a mechanism.
 */
export interface CatalogueEditor<Item = unknown> {
  /** The name the console's calls use ("home_products"). */
  name: string;
  /** What the console calls it, in English (the console translates by name). */
  title: string;
  /** The item's shared zod contract. */
  schema: z.ZodType<Item>;
  /** The item's fields in the editor's order. */
  fields: readonly string[];
  /** The field that is the id, fixed once created (home_products: 'code'); none when the server picks ids. */
  idField?: string;
  list(db: DbOrTrx, offset: number, limit: number): Promise<{ rows: CatalogueRow<Item>[]; total: number }>;
  get(db: DbOrTrx, id: string): Promise<CatalogueRow<Item> | undefined>;
  /**
   * Checks what the schema cannot (references to other rows: a tab that exists); throws a field error
   * (invalidField, field under "item.") when the item is wrong. `id` is the item's when updating.
   */
  check(db: DbOrTrx, item: Item, id?: string): Promise<void>;
  /** Stores a new item (enabled); answers its id. A taken id is CONFLICT. */
  create(trx: DbOrTrx, item: Item): Promise<string>;
  update(trx: DbOrTrx, id: string, item: Item): Promise<void>;
  setDisabled(trx: DbOrTrx, id: string, disabled: boolean): Promise<void>;
  /** How a player will see the item (the player call's own shape). */
  preview(item: Item): unknown;
}
