import { OperatorsScreen } from '@/features/ops/operators/OperatorsScreen';

/** Operators (permission operators.manage). */
export default function OpsOperatorsPage() {
  return <OperatorsScreen />;
}
