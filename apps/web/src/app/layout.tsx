import type { ReactNode } from 'react';

/** The real root layout (with <html>) is [locale]/layout.tsx; every page lives under a locale. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
