import { DashboardScreen } from '@/features/ops/screens';

/** The dashboard: per-day figures as charts (permission analytics.read). */
export default function OpsDashboardPage() {
  return <DashboardScreen />;
}
