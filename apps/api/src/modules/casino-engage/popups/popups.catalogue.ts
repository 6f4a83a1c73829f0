import { BodyCode, DEFAULT_LOCALE } from '@app/shared';
import { POPUPS_CATALOGUE, type PopupItem, ZPopupItem } from '@app/shared/luckybear/popup-item';
import type { DbOrTrx } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { CatalogueEditor, CatalogueRow } from '../../ops';
import { popupView } from './popup-view';
import { popupsRepository as repo, type StoredPopup } from './popups.repository';

const rowOf = (p: StoredPopup): CatalogueRow<PopupItem> => ({ id: p.id, disabled: p.disabled, item: p.item });

async function existing(db: DbOrTrx, id: string): Promise<StoredPopup> {
  const popup = await repo.byId(db, id);
  if (!popup) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such popup', { field: 'id' });
  return popup;
}

/**
 * The casino brand's popups as an operator catalogue (issue 13, general_popup_query): text, image,
 * call to action, audience, frequency and active window. A disabled popup is due for nobody from the
 * next query; its shows stay recorded, so enabling it again does not show a "once" popup twice.
 */
export function popupsCatalogue(now: () => number): CatalogueEditor<PopupItem> {
  return {
    name: POPUPS_CATALOGUE,
    title: 'Casino brand popups',
    schema: ZPopupItem,
    fields: ['id', 'text', 'image_url', 'cta_path', 'audience', 'frequency', 'starts_at', 'ends_at', 'sort'],
    idField: 'id',
    async list(db, offset, limit) {
      const { rows, total } = await repo.page(db, offset, limit);
      return { rows: rows.map(rowOf), total };
    },
    async get(db, id) {
      const popup = await repo.byId(db, id);
      return popup && rowOf(popup);
    },
    async check(_db, item, id) {
      if (id !== undefined && item.id !== id) throw invalidField('item.id', 'cannot change: it is the id');
    },
    async create(trx, item) {
      if (await repo.byId(trx, item.id)) throw invalidField('item.id', 'is taken', BodyCode.CONFLICT);
      await repo.insert(trx, item, now());
      return item.id;
    },
    async update(trx, id, item) {
      await existing(trx, id);
      await repo.update(trx, id, { item }, now());
    },
    async setDisabled(trx, id, disabled) {
      await existing(trx, id);
      await repo.update(trx, id, { disabled }, now());
    },
    preview: (item) => popupView(item, DEFAULT_LOCALE),
  };
}
