import type { ReactNode } from 'react';
import { OpsFrame } from '@/features/ops/console/OpsFrame';

/** Every console page but the sign-in: the navigation and the permission gate. */
export default function OpsFrameLayout({ children }: { children: ReactNode }) {
  return <OpsFrame>{children}</OpsFrame>;
}
