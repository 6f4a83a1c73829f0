import { AuditScreen } from '@/features/ops/screens';

/** The audit log (permission audit.read). */
export default function OpsAuditPage() {
  return <AuditScreen />;
}
