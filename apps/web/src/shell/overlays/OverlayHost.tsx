'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { registerStartDialog } from '@/platform';
import { useStartupStore } from '@/shell/startup/startup-store';
import { useCommonStore } from './common-store';
import { OverlayMount } from './OverlayMount';
import { closingOverlays } from './overlays';

/*
 * Each dialog's code comes with its first showing, not with the page (docs/benchmarks.md,
 * "first-load JavaScript"): it is mounted only while its overlay is shown or closing (OverlayMount).
 */
const AccountAbnormalDialog = dynamic(() => import('./AccountAbnormalDialog').then((m) => m.AccountAbnormalDialog), {
  ssr: false,
});
const BalanceLackDialog = dynamic(() => import('./BalanceLackDialog').then((m) => m.BalanceLackDialog), { ssr: false });
const BindPhoneDialog = dynamic(() => import('./BindPhoneDialog').then((m) => m.BindPhoneDialog), { ssr: false });
const DownloadAppDialog = dynamic(() => import('./DownloadAppDialog').then((m) => m.DownloadAppDialog), { ssr: false });
const ShareDialog = dynamic(() => import('./ShareDialog').then((m) => m.ShareDialog), { ssr: false });

/** How long a hidden overlay keeps its props (its exit) before it is destroyed. */
export const OVERLAY_EXIT_MS = 200;

/** Spec 2.5 page loading and button loading: a layer that takes the input while something runs. */
function LoadingLayer() {
  const t = useTranslations('startup');
  const page = useCommonStore((s) => s.pageLoading);
  const button = useCommonStore((s) => s.buttonLoading);
  if (!page && !button) return null;
  return (
    <div
      role="status"
      aria-label={t('page_loading')}
      data-testid={page ? 'page-loading' : 'button-loading'}
      className={`fixed inset-0 z-[900] flex items-center justify-center ${page ? 'bg-white/70 backdrop-blur-[2px]' : ''}`}
    >
      <Spinner className={`size-8 ${page ? 'text-amber-500' : 'text-white drop-shadow'}`} />
    </div>
  );
}

/**
 * The one host of the global overlays (spec 2.5): each is shown, hidden and destroyed through the
 * common store (the modal lifecycle of overlays.ts). Closing overlays are destroyed once their exit has
 * played. The share and download dialogs also open from the start parameter's `dialog` (platform),
 * after the splash. A product area's own overlays (the wallet's) come in as `productOverlays` from the
 * layout, so the shell does not import a feature.
 */
export function OverlayHost({ locale, productOverlays }: { locale: string; productOverlays?: ReactNode }) {
  const t = useTranslations('startup');
  const overlays = useCommonStore((s) => s.overlays);

  useEffect(() => {
    const closing = closingOverlays(overlays);
    if (closing.length === 0) return;
    const id = setTimeout(() => {
      for (const kind of closing) useCommonStore.getState().destroy(kind);
    }, OVERLAY_EXIT_MS);
    return () => clearTimeout(id);
  }, [overlays]);

  // Dialogs asked for by the start parameter open once the splash has gone (a request waits for them).
  const homeInit = useStartupStore((s) => s.homeInit);
  const defaultShareText = t('share.default_text');
  useEffect(() => {
    if (!homeInit) return;
    const offShare = registerStartDialog('share', () =>
      useCommonStore.getState().show('share', { text: defaultShareText, url: `${window.location.origin}/${locale}` }),
    );
    const offDownload = registerStartDialog('download', () => useCommonStore.getState().show('downloadApp', {}));
    return () => {
      offShare();
      offDownload();
    };
  }, [homeInit, defaultShareText, locale]);

  return (
    <>
      <OverlayMount kind="accountAbnormal">
        <AccountAbnormalDialog />
      </OverlayMount>
      <OverlayMount kind="bindPhone">
        <BindPhoneDialog locale={locale} />
      </OverlayMount>
      <OverlayMount kind="balanceLack">
        <BalanceLackDialog locale={locale} />
      </OverlayMount>
      {productOverlays}
      <OverlayMount kind="share">
        <ShareDialog />
      </OverlayMount>
      <OverlayMount kind="downloadApp">
        <DownloadAppDialog />
      </OverlayMount>
      <LoadingLayer />
    </>
  );
}
