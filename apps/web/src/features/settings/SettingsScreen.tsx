'use client';

import type { Locale } from '@app/shared';
import { useTranslations } from 'next-intl';
import { ScreenHeader } from '@/components/ScreenHeader';
import { List, ListItem } from '@/components/ui/List';
import { guidePath, settingsPath } from '@/lib/routes/paths';
import { LanguageList } from './LanguageList';

/** /settings: the app's language (spec 5) and the way back into the new-user guide (spec 2.6). */
export function SettingsScreen({ locale, backUrl }: { locale: Locale; backUrl: string }) {
  const t = useTranslations('settings');
  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t('title')} backHref={backUrl} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-7 px-5 pt-2 pb-10">
        <section aria-labelledby="settings-language" className="flex flex-col gap-3">
          <div>
            <h2 id="settings-language" className="text-[17px] font-semibold text-neutral-900">
              {t('language.title')}
            </h2>
            <p className="mt-0.5 text-sm text-neutral-500">{t('language.hint')}</p>
          </div>
          <LanguageList locale={locale} />
        </section>
        <section aria-labelledby="settings-help" className="flex flex-col gap-3">
          <h2 id="settings-help" className="text-[17px] font-semibold text-neutral-900">
            {t('help.title')}
          </h2>
          <List className="bg-white">
            <ListItem
              href={guidePath(locale, settingsPath(locale, backUrl))}
              title={t('help.guide')}
              subtitle={t('help.guide_hint')}
              data-testid="settings-guide-link"
            />
          </List>
        </section>
      </div>
    </main>
  );
}
