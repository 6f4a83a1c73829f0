import { BodyCode, firstFieldError } from '@app/shared';
import type { CatalogueEntry } from '@app/shared/ops/catalogue-contracts';
import { z } from 'zod';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { Actor, OpsAudit } from '../audit';
import type { CatalogueEditor, CatalogueRow } from './catalogue-editor';

/**
 * The catalogue editor pattern (issue 11): list, get, preview, create, update and disable for every
 * registered catalogue; each item is validated by the catalogue's shared zod contract (a bad one is a
 * field error naming "item.<field>", nothing written) and each change is audited with before and after
 * in the change's own transaction.
 */
export class CatalogueService {
  private readonly editors: Map<string, CatalogueEditor>;

  constructor(
    private readonly db: Db,
    editors: readonly CatalogueEditor[],
    private readonly audit: OpsAudit,
  ) {
    this.editors = new Map(editors.map((e) => [e.name, e]));
  }

  catalogues() {
    return {
      catalogues: [...this.editors.values()].map((e) => ({
        name: e.name,
        title: e.title,
        fields: [...e.fields],
        id_field: e.idField ?? null,
        // 'any' for what JSON Schema cannot say (a refine): the server's own check still applies it.
        schema: z.toJSONSchema(e.schema, { unrepresentable: 'any' }) as Record<string, unknown>,
      })),
    };
  }

  async list(name: string, page: number, pageSize: number) {
    const editor = this.editor(name);
    const { rows, total } = await editor.list(this.db, (page - 1) * pageSize, pageSize);
    return { items: rows.map((r) => entryOf(editor, r)), page, page_size: pageSize, total };
  }

  async get(name: string, id: string): Promise<CatalogueEntry> {
    const editor = this.editor(name);
    return entryOf(editor, await found(editor.get(this.db, id)));
  }

  async preview(name: string, input: unknown) {
    const editor = this.editor(name);
    const item = valid(editor, input);
    await editor.check(this.db, item);
    return { preview: editor.preview(item) };
  }

  create(actor: Actor, name: string, input: unknown): Promise<CatalogueEntry> {
    const editor = this.editor(name);
    const item = valid(editor, input);
    return writeTransaction(this.db, async (trx) => {
      await editor.check(trx, item);
      const id = await editor.create(trx, item);
      const after = await found(editor.get(trx, id));
      await this.audit.record(trx, actor, { action: 'catalogue.create', target: `${name}:${id}`, after });
      return entryOf(editor, after);
    });
  }

  update(actor: Actor, name: string, id: string, input: unknown): Promise<CatalogueEntry> {
    const editor = this.editor(name);
    const item = valid(editor, input);
    return writeTransaction(this.db, async (trx) => {
      const before = await found(editor.get(trx, id));
      await editor.check(trx, item, id);
      await editor.update(trx, id, item);
      const after = await found(editor.get(trx, id));
      await this.audit.record(trx, actor, { action: 'catalogue.update', target: `${name}:${id}`, before, after });
      return entryOf(editor, after);
    });
  }

  setDisabled(actor: Actor, name: string, id: string, disabled: boolean): Promise<CatalogueEntry> {
    const editor = this.editor(name);
    return writeTransaction(this.db, async (trx) => {
      const before = await found(editor.get(trx, id));
      await editor.setDisabled(trx, id, disabled);
      const after = await found(editor.get(trx, id));
      const action = disabled ? 'catalogue.disable' : 'catalogue.enable';
      await this.audit.record(trx, actor, { action, target: `${name}:${id}`, before, after });
      return entryOf(editor, after);
    });
  }

  private editor(name: string): CatalogueEditor {
    const editor = this.editors.get(name);
    if (!editor) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, `No catalogue ${name}`, { field: 'catalogue' });
    return editor;
  }
}

function valid(editor: CatalogueEditor, input: unknown): unknown {
  const parsed = editor.schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { field, message } = firstFieldError(parsed.error, '');
  throw invalidField(field ? `item.${field}` : 'item', message);
}

async function found<T>(row: Promise<T | undefined>): Promise<T> {
  const value = await row;
  if (value === undefined) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such item', { field: 'id' });
  return value;
}

function entryOf(editor: CatalogueEditor, row: CatalogueRow<unknown>): CatalogueEntry {
  return {
    id: row.id,
    disabled: row.disabled,
    item: row.item as Record<string, unknown>,
    preview: editor.preview(row.item),
  };
}
