import { COIN_NAMES, type CoinName, DEFAULT_COIN_TYPE } from '@app/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export type WalletPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A coin named in the query (?coin=KTHER), else the fallback. */
export function coinParam(value: string | string[] | undefined, fallback: CoinName = DEFAULT_COIN_TYPE): CoinName {
  const raw = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
  return (COIN_NAMES as readonly string[]).includes(raw ?? '') ? (raw as CoinName) : fallback;
}

/** Title of a wallet page from the wallet namespace; /wallet itself has a canonical link (spec 2.1). */
export function walletMetadata(titleKey: string, canonicalPath?: string) {
  return async ({ params }: Pick<WalletPageProps, 'params'>): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'wallet' });
    return {
      title: t(titleKey),
      description: t('meta_description'),
      robots: { index: canonicalPath !== undefined },
      ...(canonicalPath ? { alternates: { canonical: `/${locale}${canonicalPath}` } } : {}),
    };
  };
}
