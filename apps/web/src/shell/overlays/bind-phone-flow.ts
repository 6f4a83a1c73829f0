import { TIMINGS } from '@app/shared';
import { pollUntil } from '@/lib/async/poll-until';
import { bindPhonePath } from '@/lib/routes/paths';
import { canRequestContact } from '@/platform';
import { type BindPhoneResult, useCommonStore } from './common-store';

export type BindPhoneOutcome = BindPhoneResult | { kind: 'navigated' };

/**
 * Spec 2.9 and 4.2: inside the messenger (6.9 or later) the bind-phone dialog asks for the contact;
 * it is polled every 100 ms until closed and yields the bound phone or a cancel. Elsewhere the
 * browser goes to the bind-phone page, which returns to `backUrl`.
 */
export async function startBindPhone(options: {
  locale: string;
  backUrl: string;
  from?: string;
  navigate: (path: string) => void;
}): Promise<BindPhoneOutcome> {
  if (!canRequestContact()) {
    options.navigate(bindPhonePath(options.locale, options.backUrl, options.from));
    return { kind: 'navigated' };
  }
  const store = useCommonStore;
  store.getState().openBindPhoneDialog(options.backUrl);
  const dialog = await pollUntil(
    () => store.getState().bindPhoneDialog,
    (state) => !state.open,
    TIMINGS.bindPhonePollMs,
  );
  return dialog.result ?? { kind: 'cancelled' };
}
