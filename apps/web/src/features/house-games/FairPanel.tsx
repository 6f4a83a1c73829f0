'use client';

import { CLIENT_SEED_PATTERN } from '@app/shared/fair/scopes';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { fairnessHref } from './fairness-link';
import type { FairState } from './house-api-port';

/**
 * Provably fair (docs/fairness.md): the hash of the server seed in play, the client seed the player
 * may change, the next nonce; rotating reveals the seed in play so its rounds can be verified.
 */
export function FairPanel({
  fair,
  gameId,
  busy,
  onRotate,
  onClientSeed,
}: {
  fair: FairState | null;
  gameId: string;
  busy: boolean;
  onRotate: () => Promise<void>;
  onClientSeed: (seed: string) => Promise<void>;
}) {
  const t = useTranslations('houseGames');
  const locale = useLocale();
  const [seed, setSeed] = useState(fair?.clientSeed ?? '');
  const [saving, setSaving] = useState(false);
  useEffect(() => setSeed(fair?.clientSeed ?? ''), [fair?.clientSeed]);
  const run = async (change: () => Promise<void>) => {
    setSaving(true);
    await change();
    setSaving(false);
  };
  const seedValid = CLIENT_SEED_PATTERN.test(seed);
  const previous = fair?.previous;
  return (
    <details className="rounded-card bg-surface-raised p-3 text-callout" data-testid="fair-panel">
      <summary className="cursor-pointer font-semibold text-ink">{t('fair.title')}</summary>
      {fair && (
        <div className="mt-3 space-y-3">
          <Field label={t('fair.serverSeedHash')} value={fair.serverSeedHash} testId="fair-hash" />
          <Field label={t('fair.nonce')} value={String(fair.nonce)} testId="fair-nonce" />
          <form
            className="space-y-1"
            onSubmit={(e) => {
              e.preventDefault();
              if (seedValid && seed !== fair.clientSeed) void run(() => onClientSeed(seed));
            }}
          >
            <label className="block text-muted" htmlFor="client-seed">
              {t('fair.clientSeed')}
            </label>
            <div className="flex gap-2">
              <input
                id="client-seed"
                value={seed}
                maxLength={64}
                onChange={(e) => setSeed(e.target.value)}
                aria-invalid={!seedValid}
                className="h-9 min-w-0 flex-1 rounded-control bg-surface px-3 font-mono text-caption text-ink"
                data-testid="fair-client-seed"
              />
              <Button
                type="submit"
                size="sm"
                variant="secondary"
                disabled={busy || !seedValid || seed === fair.clientSeed}
                loading={saving}
              >
                {t('fair.save')}
              </Button>
            </div>
            {!seedValid && <p className="text-caption text-danger">{t('fair.clientSeedRule')}</p>}
            <p className="text-caption text-subtle">{t('fair.clientSeedHelp')}</p>
          </form>
          <Button
            variant="secondary"
            size="sm"
            block
            disabled={busy}
            loading={saving}
            onClick={() => void run(onRotate)}
          >
            {t('fair.rotate')}
          </Button>
          {previous && (
            <div className="space-y-2 rounded-control bg-surface p-2">
              <Field label={t('fair.previousSeed')} value={previous.serverSeed} testId="fair-previous-seed" />
              <a
                className="text-link underline"
                target="_top"
                href={fairnessHref(locale, {
                  game: gameId,
                  serverSeed: previous.serverSeed,
                  serverSeedHash: previous.serverSeedHash,
                  clientSeed: previous.clientSeed,
                  nonce: Math.max(0, previous.rounds - 1),
                })}
              >
                {t('fair.verifyPrevious', { rounds: previous.rounds })}
              </a>
            </div>
          )}
        </div>
      )}
    </details>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <p className="text-muted">{label}</p>
      <p className="break-all font-mono text-caption text-ink" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
