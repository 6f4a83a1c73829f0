import { isSupportedLocale } from '@app/shared';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SettingsScreen } from '@/features/settings/SettingsScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { type AuthPageProps, readAuthPage } from '../user/auth-page';

export const generateMetadata = subPageMetadata('settings', 'title');

/** /settings: the language switcher and the guide; takes backUrl (default: home). Open signed in or out. */
export default async function SettingsPage(props: AuthPageProps) {
  const { locale, backUrl } = await readAuthPage(props);
  if (!isSupportedLocale(locale)) notFound();
  setRequestLocale(locale);
  return <SettingsScreen locale={locale} backUrl={backUrl} />;
}
