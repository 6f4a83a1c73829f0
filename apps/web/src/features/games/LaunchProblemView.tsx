'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { WarningIcon } from '@/components/icons';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { winPath } from '@/lib/routes/game-paths';
import type { LaunchProblem } from './game-errors';

/** Why the game did not open, in the player's words, with the one useful next step. */
export function LaunchProblemView({
  problem,
  backHref,
  onRetry,
}: {
  problem: LaunchProblem;
  backHref: string;
  onRetry: () => void;
}) {
  const t = useTranslations('games');
  const tc = useTranslations('common');
  const format = useFormatter();
  const locale = useLocale();
  let text: string;
  switch (problem.key) {
    case 'self_excluded':
      text =
        problem.until === null
          ? t('launch_error.self_excluded')
          : t('launch_error.self_excluded_until', {
              until: format.dateTime(problem.until, { dateStyle: 'medium', timeStyle: 'short' }),
            });
      break;
    case 'unavailable':
      text = t.has(`unavailable.${problem.reason}`)
        ? t(`unavailable.${problem.reason}`)
        : t('launch_error.unavailable');
      break;
    case 'network':
      text = tc('error_net_try');
      break;
    case 'limit':
      text = t('launch_error.limit');
      break;
    default:
      text = problem.message || t('launch_error.other');
  }
  const toLimits = problem.key === 'self_excluded' || problem.key === 'limit';
  return (
    <div
      role="alert"
      data-testid="game-launch-error"
      className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <WarningIcon className="size-10 text-warning" />
      <p className="text-headline text-ink">{t('launch_error.title')}</p>
      <p className="max-w-xs text-body text-muted">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {toLimits ? (
          <ButtonLink href={winPath(locale, 'limits')} variant="secondary" size="sm">
            {t('limits_title')}
          </ButtonLink>
        ) : problem.key !== 'unavailable' ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {tc('retry')}
          </Button>
        ) : null}
        <ButtonLink href={backHref} variant="primary" size="sm">
          {t('back_to_games')}
        </ButtonLink>
      </div>
    </div>
  );
}
