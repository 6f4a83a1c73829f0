import { renderMetaCard } from '@/lib/og/share-card';

/**
 * /<locale>/luckycode/land/image (issue 16, spec 2.1 social tags of /luckycode/land): the lucky code's
 * share card in the locale's language and script, drawn by next/og. It names no code (a code is a bearer
 * secret: the card must not print it), so it is the same for a locale and cached for a day.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return renderMetaCard(locale, 'luckycode', {
    background: 'linear-gradient(135deg, #3b0764 0%, #7c3aed 60%, #f59e0b 100%)',
    art: (
      // A drawn ticket: a tilted gold card with two stripes (no emoji: see share-card.tsx).
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          width: 280,
          height: 190,
          borderRadius: 28,
          background: '#fbbf24',
          transform: 'rotate(-8deg)',
        }}
      >
        <div style={{ width: 200, height: 22, borderRadius: 11, background: '#7c2d12', opacity: 0.35 }} />
        <div
          style={{ marginTop: 18, width: 140, height: 22, borderRadius: 11, background: '#7c2d12', opacity: 0.35 }}
        />
      </div>
    ),
  });
}
