'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { isToasterWanted, onToasterWanted } from './notice-queue';

/** The toaster and sonner come with the first notice (notice-queue.ts), not with the page. */
const NoticeToaster = dynamic(() => import('./NoticeToaster').then((m) => m.NoticeToaster), { ssr: false });

/** Where notices (spec 8.4) appear: mounted once the first notice is asked for. */
export function Notices() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  return wanted ? <NoticeToaster /> : null;
}
