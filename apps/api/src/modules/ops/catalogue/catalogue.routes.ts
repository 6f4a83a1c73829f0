import {
  opsCreateCatalogueEntry,
  opsDisableCatalogueEntry,
  opsGetCatalogueEntry,
  opsListCatalogueEntries,
  opsListCatalogues,
  opsPreviewCatalogueEntry,
  opsUpdateCatalogueEntry,
} from '@app/shared/ops/catalogue-contracts';
import { type OpsRoutes, opsRoute } from '../ops-route';
import type { CatalogueService } from './catalogue.service';

/** The catalogue editor's calls, for every registered catalogue (catalogue.edit). */
export function registerCatalogueRoutes(ops: OpsRoutes, catalogues: CatalogueService): void {
  const permission = 'catalogue.edit';
  opsRoute(ops, { endpoint: opsListCatalogues, permission }, async () => catalogues.catalogues());
  opsRoute(ops, { endpoint: opsListCatalogueEntries, permission }, (input) =>
    catalogues.list(input.catalogue, input.page, input.page_size),
  );
  opsRoute(ops, { endpoint: opsGetCatalogueEntry, permission }, (input) => catalogues.get(input.catalogue, input.id));
  opsRoute(ops, { endpoint: opsPreviewCatalogueEntry, permission }, (input) =>
    catalogues.preview(input.catalogue, input.item),
  );
  opsRoute(ops, { endpoint: opsCreateCatalogueEntry, permission }, (input, { actor }) =>
    catalogues.create(actor, input.catalogue, input.item),
  );
  opsRoute(ops, { endpoint: opsUpdateCatalogueEntry, permission }, (input, { actor }) =>
    catalogues.update(actor, input.catalogue, input.id, input.item),
  );
  opsRoute(ops, { endpoint: opsDisableCatalogueEntry, permission }, (input, { actor }) =>
    catalogues.setDisabled(actor, input.catalogue, input.id, input.disabled),
  );
}
