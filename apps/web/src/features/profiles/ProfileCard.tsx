import type { ProfileProduct, ProfileView } from '@app/shared/profiles/profile-contracts';
import { isProductLink } from '@app/shared/profiles/profile-rules';
import type { ReactNode } from 'react';
import { mediaUrl } from './media-url';

/** The texts the card shows, given by the page (server pages translate on the server, screens in the browser). */
export interface ProfileCardTexts {
  products: string;
  noProducts: string;
  avatarAlt: string;
  backgroundAlt: string;
}

/** The card's texts from the `profiles` messages (a translator of the browser or of the server). */
export function cardTexts(
  t: (key: 'products' | 'no_products' | 'avatar_alt' | 'background_alt') => string,
): ProfileCardTexts {
  return {
    products: t('products'),
    noProducts: t('no_products'),
    avatarAlt: t('avatar_alt'),
    backgroundAlt: t('background_alt'),
  };
}

/**
 * A profile as anyone sees it: background, avatar, name, intro and the products the creator added.
 * No hooks and no 'use client', so the public page renders it on the server (works without JavaScript).
 * Names and intros are text children: React escapes them, HTML in them stays inert.
 */
export function ProfileCard({
  profile,
  mediaBase,
  locale,
  texts,
  actions,
}: {
  profile: Pick<ProfileView, 'xid' | 'username' | 'intro' | 'avatar' | 'background'> & { products?: ProfileProduct[] };
  mediaBase: string;
  locale: string;
  texts: ProfileCardTexts;
  actions?: ReactNode;
}) {
  return (
    <article className="overflow-hidden rounded-2xl bg-white" data-testid="profile-card">
      <div className="aspect-[1200/630] w-full bg-gradient-to-br from-amber-200 to-rose-200">
        {profile.background && (
          // biome-ignore lint/performance/noImgElement: a processed WebP of the API's host, already at its size
          <img
            src={mediaUrl(mediaBase, profile.background.url)}
            alt={texts.backgroundAlt}
            width={1200}
            height={630}
            className="h-full w-full object-cover"
            data-testid="profile-background"
          />
        )}
      </div>
      <div className="-mt-10 flex flex-col gap-2 px-4 pb-4">
        <ProfileAvatar profile={profile} mediaBase={mediaBase} alt={texts.avatarAlt} size={80} />
        <h1 className="break-words text-title text-ink" data-testid="profile-name">
          {profile.username}
        </h1>
        {profile.intro && (
          <p className="whitespace-pre-line break-words text-body text-muted" data-testid="profile-intro">
            {profile.intro}
          </p>
        )}
        {actions}
      </div>
      {profile.products && (
        <section className="border-t border-neutral-100 px-4 py-3" data-testid="profile-products">
          <h2 className="text-headline text-ink">{texts.products}</h2>
          {profile.products.length === 0 ? (
            <p className="py-3 text-callout text-muted">{texts.noProducts}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {profile.products.map((product) => (
                <ProductRow key={product.id} product={product} mediaBase={mediaBase} locale={locale} />
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}

/** The avatar (the 96 px cut up to 48 px shown, so it stays sharp at 2x; else 256), or the name's first letter. */
export function ProfileAvatar({
  profile,
  mediaBase,
  alt,
  size,
}: {
  profile: Pick<ProfileView, 'username' | 'avatar'>;
  mediaBase: string;
  alt: string;
  size: number;
}) {
  const box = { width: size, height: size };
  if (profile.avatar) {
    return (
      // biome-ignore lint/performance/noImgElement: a processed WebP of the API's host, already at its size
      <img
        src={mediaUrl(mediaBase, size > 48 ? profile.avatar.url : profile.avatar.thumb_url)}
        alt={alt}
        {...box}
        style={box}
        className="rounded-full border-4 border-white bg-white object-cover"
        data-testid="profile-avatar"
      />
    );
  }
  return (
    <span
      style={box}
      className="flex items-center justify-center rounded-full border-4 border-white bg-amber-100 text-2xl font-semibold text-amber-700"
      aria-hidden
    >
      {Array.from(profile.username.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/** A product: its picture, title and price; the link opens another site in a new tab, an app path in place. */
function ProductRow({ product, mediaBase, locale }: { product: ProfileProduct; mediaBase: string; locale: string }) {
  const inApp = product.link.startsWith('/');
  const href = isProductLink(product.link) ? (inApp ? `/${locale}${product.link}` : product.link) : undefined;
  return (
    <li>
      <a
        href={href}
        {...(inApp ? {} : { target: '_blank', rel: 'noopener noreferrer nofollow ugc' })}
        className="flex items-center gap-3 rounded-xl border border-neutral-100 p-2 hover:bg-neutral-50"
        data-testid="profile-product"
      >
        {product.image ? (
          // biome-ignore lint/performance/noImgElement: a processed WebP of the API's host, already at its size
          <img
            src={mediaUrl(mediaBase, product.image.thumb_url)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="h-14 w-14 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span className="h-14 w-14 shrink-0 rounded-lg bg-neutral-100" aria-hidden />
        )}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-body font-medium text-ink">{product.title}</span>
          {product.price_text && <span className="text-callout text-muted">{product.price_text}</span>}
        </span>
      </a>
    </li>
  );
}
