'use client';

import { TIMINGS } from '@app/shared';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { registerToaster } from './notice-queue';

/** Where notices (spec 8.4) appear: at most three toasts at the bottom, each for the notice time. */
export function NoticeToaster() {
  // After the Toaster's own effects (children first), so it is listening when the waiting notices go out.
  useEffect(() => registerToaster(toast), []);
  return (
    <Toaster position="bottom-center" duration={TIMINGS.noticeMs} visibleToasts={3} richColors closeButton={false} />
  );
}
