'use client';

import { TIMINGS } from '@app/shared';
import { Toaster } from 'sonner';

/** Where notices (spec 8.4) appear: at most three toasts at the bottom, each for the notice time. */
export function Notices() {
  return (
    <Toaster position="bottom-center" duration={TIMINGS.noticeMs} visibleToasts={3} richColors closeButton={false} />
  );
}
