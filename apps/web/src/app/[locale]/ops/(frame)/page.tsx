import { OpsStart } from '@/features/ops/screens';

/** The console's start: the pages the operator may open. */
export default function OpsStartPage() {
  return <OpsStart />;
}
