'use client';

import dynamic from 'next/dynamic';
import { Spinner } from '@/components/ui/Spinner';

/**
 * The console's screens load after the frame has painted: their contracts (zod), TanStack Table and
 * forms stay out of the first-load JavaScript (bench/page-budgets.json). They render in the browser
 * only, as everything of the console does (its session is known there).
 */
function Loading() {
  return (
    <div className="flex justify-center py-16" aria-busy="true">
      <Spinner className="size-6 text-muted" />
    </div>
  );
}

export const SignInScreen = dynamic(() => import('./sign-in/SignInScreen').then((m) => m.SignInScreen), {
  ssr: false,
  loading: Loading,
});
export const OpsStart = dynamic(() => import('./console/OpsStart').then((m) => m.OpsStart), {
  ssr: false,
  loading: Loading,
});
export const OperatorsScreen = dynamic(() => import('./operators/OperatorsScreen').then((m) => m.OperatorsScreen), {
  ssr: false,
  loading: Loading,
});
export const AuditScreen = dynamic(() => import('./audit/AuditScreen').then((m) => m.AuditScreen), {
  ssr: false,
  loading: Loading,
});
export const SupportScreen = dynamic(() => import('./support/SupportScreen').then((m) => m.SupportScreen), {
  ssr: false,
  loading: Loading,
});
export const ApprovalsScreen = dynamic(() => import('./approvals/ApprovalsScreen').then((m) => m.ApprovalsScreen), {
  ssr: false,
  loading: Loading,
});
export const DashboardScreen = dynamic(() => import('./dashboard/DashboardScreen').then((m) => m.DashboardScreen), {
  ssr: false,
  loading: Loading,
});
export const CatalogueScreen = dynamic(() => import('./catalogue/CatalogueScreen').then((m) => m.CatalogueScreen), {
  ssr: false,
  loading: Loading,
});
