import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { fairnessPath, winPath } from '@/lib/routes/game-paths';
import { CoinsIcon, HistoryIcon, ScaleIcon, ShieldIcon } from './GameIcons';

const CHIP =
  'flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-surface px-3 text-callout font-semibold text-ink hover:bg-line';

/** The lobby's ways to its other pages: history, money, responsible play and the fairness page. */
export function LobbyLinks() {
  const t = useTranslations('games');
  const locale = useLocale();
  const links = [
    { href: winPath(locale, 'history'), label: t('history_title'), icon: <HistoryIcon className="size-4" /> },
    { href: winPath(locale, 'money'), label: t('money_title'), icon: <CoinsIcon className="size-4" /> },
    { href: winPath(locale, 'limits'), label: t('limits_title'), icon: <ScaleIcon className="size-4" /> },
    { href: fairnessPath(locale), label: t('fairness_link'), icon: <ShieldIcon className="size-4" /> },
  ];
  return (
    <nav aria-label={t('lobby_links')} className="-mx-gutter flex gap-2 overflow-x-auto px-gutter">
      {links.map((link) => (
        <Link key={link.href} href={link.href} prefetch={false} className={CHIP}>
          {link.icon}
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
