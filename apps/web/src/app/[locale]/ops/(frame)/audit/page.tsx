import { AuditScreen } from '@/features/ops/audit/AuditScreen';

/** The audit log (permission audit.read). */
export default function OpsAuditPage() {
  return <AuditScreen />;
}
