import type { ReactNode } from 'react';
import { BrandFrame } from '@/features/luckybear/brand/BrandFrame';

/**
 * The casino brand's layout (issue 13, spec 2.1): inside the players' shell (session, notices,
 * overlays, the spec 8.3 body codes with the brand's own 1004 page), its own frame, palette and
 * navigation. Its metadata (title, icon, description) is each page's pageMetadata of a luckybear path.
 */
export default function LuckybearLayout({ children }: { children: ReactNode }) {
  return <BrandFrame>{children}</BrandFrame>;
}
