import { CatalogueScreen } from '@/features/ops/screens';

/** The catalogue editor (permission catalogue.edit). */
export default function OpsCataloguePage() {
  return <CatalogueScreen />;
}
