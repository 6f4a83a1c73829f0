'use client';

import type { ReactNode } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { LoadState } from './LoadState';

/**
 * The agents' dark pages (spec 2.8 #01050E): the header (back link and title), then the content once its call
 * answered (its loading and error states before).
 */
export function DarkScreen({
  title,
  backHref,
  backLabel,
  query,
  children,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  query: { isError: boolean; data: unknown; refetch: () => unknown };
  children: ReactNode;
}) {
  return (
    <main className="min-h-dvh bg-[#01050E] text-white">
      <ScreenHeader dark title={title} backHref={backHref} backLabel={backLabel} />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-2 pb-12">
        <LoadState query={query} dark />
        {children}
      </div>
    </main>
  );
}
