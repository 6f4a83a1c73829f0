import { renderMetaCard } from '@/lib/og/share-card';

/**
 * /<locale>/share/land/image (issue 16, spec 2.1 "the share land image depends on the locale"): the
 * share card of /share/land and /land, drawn by next/og in the locale's language and script. The same
 * for everyone of a locale, so it is cached for a day.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return renderMetaCard(locale, 'share_land', {
    background: 'linear-gradient(135deg, #0b1220 0%, #1e3a8a 100%)',
    art: (
      // Two drawn friends' circles overlapping.
      <div style={{ display: 'flex', width: 300, height: 220, position: 'relative' }}>
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 20,
            width: 180,
            height: 180,
            borderRadius: 999,
            background: '#34d399',
          }}
        />
        <div
          style={{
            position: 'absolute',
            left: 120,
            top: 20,
            width: 180,
            height: 180,
            borderRadius: 999,
            background: '#60a5fa',
            opacity: 0.9,
          }}
        />
      </div>
    ),
  });
}
