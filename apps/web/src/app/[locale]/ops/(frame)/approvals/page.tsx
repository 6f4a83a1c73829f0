import { ApprovalsScreen } from '@/features/ops/screens';

/** The approvals queue (permission approvals.read). */
export default function OpsApprovalsPage() {
  return <ApprovalsScreen />;
}
