import { INVITE_REWARDS, type InviteRewardRow } from '@app/shared/invites/invite-rewards';
import { getTranslations } from 'next-intl/server';
import { GiftIcon, LineIcon } from '@/components/icons';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';

type Translate = Awaited<ReturnType<typeof getTranslations<'invites'>>>;

/** What a milestone asks of the invited friend, in the player's words. */
function milestoneText(t: Translate, row: InviteRewardRow): string {
  if (row.milestone === 'wagering')
    return t('guide_step_wagering', { threshold: Number(row.threshold), coin: row.coin });
  return t(`guide_step_${row.milestone}`);
}

/** The other places a player earns, each a built page (no link leads to an area that does not exist). */
const MORE = [
  { key: 'tasks', href: '/quest' },
  { key: 'missions', href: '/mission' },
  { key: 'gifts', href: '/giftcode' },
  { key: 'lucky', href: '/luckycode/buy' },
] as const;

/**
 * /reward/guide (issue 16, spec 2.2): how invite rewards work. A server component: the table is the
 * same data `/api/config/invite_reward` answers (@app/shared/invites/invite-rewards, what the invites
 * module pays from), so the page needs no call and no JavaScript of its own, and reads signed out.
 */
export async function RewardGuideScreen({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'invites' });
  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t('guide_title')} backHref={`/${locale}/share`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 pt-2 pb-12">
        <p className="text-[15px] leading-relaxed text-neutral-600">{t('guide_lead')}</p>
        <section aria-labelledby="guide-steps" className="flex flex-col gap-3">
          <h2 id="guide-steps" className="text-[15px] font-semibold text-neutral-900">
            {t('guide_steps_title')}
          </h2>
          <ol className="flex flex-col gap-2" data-testid="reward-guide-steps">
            {INVITE_REWARDS.map((row, index) => (
              <li key={row.milestone} className="flex items-center gap-3 rounded-2xl bg-neutral-50 p-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-sm font-bold text-amber-700"
                >
                  {index + 1}
                </span>
                <span className="flex-1 text-[15px] text-neutral-800">{milestoneText(t, row)}</span>
                <span className="shrink-0 text-[15px] font-semibold text-green-700">
                  {t('guide_reward', { amount: row.reward, coin: row.coin })}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="guide-rules" className="flex flex-col gap-2">
          <h2 id="guide-rules" className="text-[15px] font-semibold text-neutral-900">
            {t('guide_rules_title')}
          </h2>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-neutral-600">
            <li>{t('guide_rule_once')}</li>
            <li>{t('guide_rule_link')}</li>
            <li>{t('guide_rule_self')}</li>
            <li>{t('guide_rule_wallet')}</li>
          </ul>
        </section>
        <Link href="/share" className={pageButton.primary}>
          <GiftIcon />
          {t('guide_share')}
        </Link>
        <section aria-labelledby="guide-more" className="flex flex-col gap-2">
          <h2 id="guide-more" className="text-[15px] font-semibold text-neutral-900">
            {t('guide_more_title')}
          </h2>
          <ul className="flex flex-col divide-y divide-neutral-100 rounded-2xl ring-1 ring-neutral-100">
            {MORE.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.href}
                  className="flex items-center justify-between px-4 py-3 text-[15px] text-neutral-800 active:bg-neutral-50"
                >
                  {t(`guide_more_${item.key}`)}
                  <LineIcon className="size-4 text-neutral-400">
                    <path d="m9 5 7 7-7 7" />
                  </LineIcon>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
