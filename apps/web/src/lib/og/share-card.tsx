import { ImageResponse } from 'next/og';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';
import { ogFontsFor } from './og-fonts';

/** Share images are 1200 x 630 (Open Graph's large card). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface ShareCard {
  locale: string;
  /** The small pill above the title (the site or brand name). */
  badge: string;
  title: string;
  description: string;
  /** A CSS background (a gradient). */
  background: string;
  /** The card's drawing, right of the texts (boxes, not emoji: next/og would fetch emoji from a CDN). */
  art?: ReactNode;
  /** Cache-Control max-age in seconds. */
  maxAge: number;
}

/**
 * A share card drawn by next/og (spec 2.1 share images): badge, title and description on the left, the
 * drawing on the right, in the locale's script (og-fonts.ts gives Chinese, Japanese, Korean and Thai a
 * font of their own; the other locales use next/og's).
 */
export async function renderShareCard(card: ShareCard): Promise<ImageResponse> {
  const fonts = await ogFontsFor(card.locale, [card.badge, card.title, card.description]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        background: card.background,
        color: 'white',
        padding: '0 80px',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingRight: card.art ? 40 : 0 }}>
        <div
          style={{
            display: 'flex',
            alignSelf: 'flex-start',
            background: 'rgba(255,255,255,0.2)',
            borderRadius: 999,
            padding: '10px 28px',
            fontSize: 30,
            fontWeight: 700,
          }}
        >
          {card.badge}
        </div>
        <div style={{ marginTop: 36, fontSize: 68, fontWeight: 700, lineHeight: 1.15 }}>{card.title}</div>
        <div style={{ marginTop: 28, fontSize: 36, opacity: 0.9, lineHeight: 1.3 }}>{card.description}</div>
      </div>
      {card.art}
    </div>,
    {
      ...SHARE_CARD_SIZE,
      ...(fonts ? { fonts } : {}),
      headers: { 'Cache-Control': `public, max-age=${card.maxAge}` },
    },
  );
}

/**
 * The card of a page whose texts are its spec 2.1 metadata (meta.json `<section>.title` and
 * `.description`), the same for everyone of a locale (an unknown locale: the default one), cached a day.
 */
export async function renderMetaCard(
  rawLocale: string,
  section: 'luckycode' | 'share_land',
  look: Pick<ShareCard, 'background' | 'art'>,
): Promise<ImageResponse> {
  const locale = hasLocale(routing.locales, rawLocale) ? rawLocale : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return renderShareCard({
    locale,
    badge: t('site_name'),
    title: t(`${section}.title`),
    description: t(`${section}.description`),
    maxAge: 86_400,
    ...look,
  });
}
