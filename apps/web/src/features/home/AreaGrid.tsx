import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AreaIcon } from './AreaIcon';
import { areaHref, HOME_AREAS } from './areas';

/**
 * The quick entries to the product's areas (spec 1), rendered on the server: no JavaScript of its
 * own. Links are not prefetched: most areas are single visits from here, and ten prefetches at
 * start would compete with the page's own requests.
 */
export async function AreaGrid({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <section aria-labelledby="home-areas-title">
      <h2 id="home-areas-title" className="mb-3 text-headline">
        {t('areas_title')}
      </h2>
      {/* The grid reaches into the page's side padding so each of the five columns is ~72 px: room for the
          longest one-word labels (ru "Голосование", fr "Portefeuille") on one line without hyphens. */}
      <ul className="-mx-2 grid grid-cols-5 gap-y-3" data-testid="home-areas">
        {HOME_AREAS.map((area) => (
          <li key={area.id}>
            <Link
              href={areaHref(locale, area)}
              prefetch={false}
              className="group flex flex-col items-center gap-1.5 rounded-tile py-1 text-center outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <span
                className="flex size-12 items-center justify-center rounded-tile ring-1 ring-white/10 transition group-active:scale-95"
                style={{
                  color: area.tint,
                  backgroundImage: `linear-gradient(145deg, ${area.tint}33, ${area.tint}12)`,
                }}
              >
                <AreaIcon area={area.id} />
              </span>
              <span
                data-testid="home-area-label"
                className="line-clamp-2 w-full px-0.5 text-balance break-normal hyphens-none text-micro font-medium text-muted group-hover:text-ink"
              >
                {t(`area.${area.id}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
