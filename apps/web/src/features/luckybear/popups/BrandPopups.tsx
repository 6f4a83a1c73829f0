'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/Modal';
import { useApiClient } from '@/lib/api/api-provider';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';
import { reportUserAction } from '../brand/brand-reports';
import { nextPopup, rememberShown, shownThisLaunch } from './popup-queue';

const popupContracts = () => import('@app/shared/luckybear/popup-contracts');

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * The operators' popups on the brand's lobby (spec 7.7 general_popup_query; spec 9: always refetched).
 * One at a time; each, once shown, is reported (general_popup_shown: the server's once / once-a-day
 * rules count from it) and remembered for this launch.
 */
export function BrandPopups() {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  const api = useApiClient();
  const userId = useSignedInUserId();
  const due = useQuery({
    queryKey: ['luckybear', userId, 'popups'],
    refetchOnMount: 'always',
    staleTime: 0,
    queryFn: async ({ signal }) => api.call((await popupContracts()).generalPopupQuery, {}, { signal }),
  });
  const [shown, setShown] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => setShown(shownThisLaunch(sessionStore())), []);
  const popup = shown && due.data ? nextPopup(due.data.popups, shown) : undefined;

  // Reported when it is on screen, once: a failed report only means it may show again.
  useEffect(() => {
    if (!popup || userId === 0) return;
    void popupContracts()
      .then((c) => api.call(c.generalPopupShown, { popup_id: popup.id }))
      .catch(() => {});
  }, [popup, userId, api]);

  if (!popup) return null;
  const done = (action: 'popup_close' | 'popup_click') => {
    rememberShown(sessionStore(), popup.id);
    setShown(shownThisLaunch(sessionStore()));
    if (userId > 0) void reportUserAction(api, action, { popup_id: popup.id });
  };
  const close = () => done('popup_close');
  const keyed = popup.text_key && t.has(`popup.${popup.text_key}.title`);
  const title = keyed ? t(`popup.${popup.text_key}.title`) : (popup.title ?? '');
  const body = keyed ? t(`popup.${popup.text_key}.body`) : (popup.body ?? '');
  return (
    <Modal open title={title} onClose={close} closeLabel={t('close')}>
      <div className="flex flex-col gap-3" data-testid="luckybear-popup" data-popup-id={popup.id}>
        {popup.image_url && (
          // biome-ignore lint/performance/noImgElement: operator images of any host; no loader configured for them
          <img src={popup.image_url} alt="" className="w-full rounded-tile" loading="lazy" />
        )}
        {body && <p className="whitespace-pre-line text-body text-muted">{body}</p>}
        {popup.cta_path && (
          <Link
            href={`/${locale}${popup.cta_path}`}
            onClick={() => done('popup_click')}
            className="flex h-12 items-center justify-center rounded-control bg-primary text-body font-bold text-on-primary"
          >
            {t('popup_action')}
          </Link>
        )}
      </div>
    </Modal>
  );
}
