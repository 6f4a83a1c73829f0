import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { loadPageProps } from '@/lib/metadata/page-props';
import { renderShareCard } from '@/lib/og/share-card';

/**
 * /<locale>/gift/<code>/image (issue 16, spec 2.1 share image): the gift's share card, per code and
 * locale, drawn by next/og in the locale's own script (lib/og). The sender's name comes masked from the
 * API (spec 9); an unknown code gets the generic gift title. Cached for 5 minutes: the card shows no
 * count that goes stale faster.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; code: string }> }) {
  const { locale: raw, code } = await params;
  const locale = hasLocale(routing.locales, raw) ? raw : routing.defaultLocale;
  const props = await loadPageProps(
    { kind: 'gift', code },
    { baseUrls: resolveApiBaseUrls(process.env), locale, withShareImage: false },
  );
  const t = await getTranslations({ locale, namespace: 'meta' });
  return renderShareCard({
    locale,
    badge: t('site_name'),
    title: props.nickname ? t('gift.title', { nickname: props.nickname }) : t('gift.title_anonymous'),
    description: t('gift.description'),
    background: 'linear-gradient(135deg, #fb7185 0%, #f59e0b 100%)',
    maxAge: 300,
    art: (
      // A drawn gift box: a white box with a ribbon.
      <div
        style={{
          display: 'flex',
          width: 260,
          height: 220,
          background: 'white',
          borderRadius: 32,
          justifyContent: 'center',
        }}
      >
        <div style={{ width: 52, height: 220, background: '#e11d48' }} />
      </div>
    ),
  });
}
