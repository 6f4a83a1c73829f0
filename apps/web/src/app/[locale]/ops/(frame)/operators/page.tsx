import { OperatorsScreen } from '@/features/ops/screens';

/** Operators (permission operators.manage). */
export default function OpsOperatorsPage() {
  return <OperatorsScreen />;
}
