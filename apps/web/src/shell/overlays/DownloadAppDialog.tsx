'use client';

import { useTranslations } from 'next-intl';
import { IconBadge, PhoneIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';
import { pageButton } from '@/components/ui/button-classes';
import { platform } from '@/platform';
import { useCommonStore } from './common-store';
import { storeLinks } from './share-text';

/** Inlined at build time (NEXT_PUBLIC_*): the stores the native app is published in. */
const LINKS = storeLinks({
  appStore: process.env.NEXT_PUBLIC_APP_STORE_URL,
  playStore: process.env.NEXT_PUBLIC_PLAY_STORE_URL,
});

/** Spec 2.5 download-app dialog: where to get the native app; the links open through the host. */
export function DownloadAppDialog() {
  const t = useTranslations('startup');
  const open = useCommonStore((s) => s.overlays.downloadApp?.closing === false);
  const close = () => useCommonStore.getState().hide('downloadApp');

  return (
    <Modal open={open} title={t('download.title')} onClose={close} closeLabel={t('close')} placement="bottom">
      <div className="flex flex-col items-center gap-4 pt-2 pb-1 text-center" data-testid="download-dialog">
        <IconBadge tone="amber">
          <PhoneIcon className="size-8" strokeWidth={1.8} />
        </IconBadge>
        <p className="text-[15px] leading-relaxed text-neutral-600">{t('download.text')}</p>
        {LINKS.length === 0 ? (
          <p className="rounded-2xl bg-neutral-50 px-4 py-3 text-sm text-neutral-500">{t('download.unavailable')}</p>
        ) : (
          <div className="flex w-full flex-col gap-2">
            {LINKS.map((link) => (
              <a
                key={link.store}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  event.preventDefault();
                  platform.openLink(link.url);
                }}
                className={pageButton.dark}
              >
                {t(`download.${link.store}`)}
              </a>
            ))}
          </div>
        )}
      </div>
    </Modal>
  );
}
