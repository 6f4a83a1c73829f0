import { isSupportedLocale } from '@app/shared';
import Link from 'next/link';
import { LOCALE_NATIVE_NAMES } from '@/i18n/locale-names';
import { settingsPath } from '@/lib/routes/paths';
import { LineIcon } from './icons';

function GlobeIcon() {
  return (
    <LineIcon className="size-4 shrink-0">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </LineIcon>
  );
}

/**
 * The way to the language switcher from a screen's header: the current language in its own name,
 * which a visitor lost in a language they cannot read still recognises. `label` names the settings.
 */
export function LanguageLink({ locale, backUrl, label }: { locale: string; backUrl: string; label: string }) {
  const name = isSupportedLocale(locale) ? LOCALE_NATIVE_NAMES[locale] : locale;
  return (
    <Link
      href={settingsPath(locale, backUrl)}
      aria-label={`${label}: ${name}`}
      data-testid="language-link"
      className="flex h-9 max-w-36 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-neutral-700 ring-1 ring-neutral-200 hover:bg-neutral-50"
    >
      <GlobeIcon />
      <span className="truncate">{name}</span>
    </Link>
  );
}
