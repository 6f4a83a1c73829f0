import { ImageResponse } from 'next/og';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { loadPageProps } from '@/lib/metadata/page-props';

const SIZE = { width: 1200, height: 630 };
/**
 * next/og's bundled font draws Latin, Vietnamese and Cyrillic, not Chinese, Japanese, Korean or Thai
 * (they came out as empty boxes): those locales' cards carry the en-US texts until a font for their
 * scripts is shipped with the app (docs/decisions.md, issue 16 gift codes).
 */
const BOXED_SCRIPTS = new Set(['zh-CN', 'ja-JP', 'ko-KR', 'th-TH']);

/**
 * /<locale>/gift/<code>/image (issue 16, spec 2.1 share image): the gift's share card, per code and
 * locale, drawn by next/og. The sender's name comes masked from the API (spec 9); an unknown code
 * gets the generic gift title. Cached for 5 minutes: the card shows no count that goes stale faster.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; code: string }> }) {
  const { locale: raw, code } = await params;
  const locale = hasLocale(routing.locales, raw) ? raw : routing.defaultLocale;
  const props = await loadPageProps(
    { kind: 'gift', code },
    { baseUrls: resolveApiBaseUrls(process.env), locale, withShareImage: false },
  );
  const t = await getTranslations({ locale: BOXED_SCRIPTS.has(locale) ? 'en-US' : locale, namespace: 'meta' });
  const title = props.nickname ? t('gift.title', { nickname: props.nickname }) : t('gift.title_anonymous');
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #fb7185 0%, #f59e0b 100%)',
        color: 'white',
        fontSize: 64,
        fontWeight: 700,
        padding: 80,
        textAlign: 'center',
      }}
    >
      {/* A drawn box, not an emoji: next/og would fetch emoji images from a CDN at render time. */}
      <div
        style={{
          display: 'flex',
          width: 180,
          height: 150,
          background: 'white',
          borderRadius: 24,
          justifyContent: 'center',
        }}
      >
        <div style={{ width: 36, height: 150, background: '#e11d48' }} />
      </div>
      <div style={{ marginTop: 24 }}>{title}</div>
      <div style={{ marginTop: 24, fontSize: 40, opacity: 0.9 }}>{t('gift.description')}</div>
    </div>,
    { ...SIZE, headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
