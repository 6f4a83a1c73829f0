'use client';

import { TIMINGS } from '@app/shared';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { registerToaster } from './notice-queue';

/**
 * Sonner's own distances from the bottom, raised by `--notice-bottom` where a page keeps a bar of its own
 * at the bottom (the casino brand's navigation, globals.css), so a notice never covers it.
 */
const OFFSET = { bottom: 'calc(24px + var(--notice-bottom, 0px))' };
const MOBILE_OFFSET = { bottom: 'calc(16px + var(--notice-bottom, 0px))' };

/** Where notices (spec 8.4) appear: at most three toasts at the bottom, each for the notice time. */
export function NoticeToaster() {
  // After the Toaster's own effects (children first), so it is listening when the waiting notices go out.
  useEffect(() => registerToaster(toast), []);
  return (
    <Toaster
      position="bottom-center"
      duration={TIMINGS.noticeMs}
      visibleToasts={3}
      richColors
      closeButton={false}
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
    />
  );
}
