import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RewardGuideScreen } from '@/features/invites/RewardGuideScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'invites' });
  return { ...(await pageMetadata(locale, '/reward/guide')), title: t('guide_title') };
}

/** /reward/guide (issue 16, spec 2.2): how invite rewards work; open to everyone. */
export default async function RewardGuidePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <RewardGuideScreen locale={locale} />;
}
