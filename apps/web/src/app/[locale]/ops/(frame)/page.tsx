import { OpsStart } from '@/features/ops/console/OpsStart';

/** The console's start: the pages the operator may open. */
export default function OpsStartPage() {
  return <OpsStart />;
}
