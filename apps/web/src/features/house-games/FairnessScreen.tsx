'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DrawFairnessResult, type VerifiedDrawView } from './DrawFairnessResult';
import { FairnessResult, type Verified } from './FairnessResult';
import { FairnessSettings } from './FairnessSettings';
import { FAIR_GAME_IDS, type FairGameId, isDrawScope, isFairGameId, parseWeights } from './fair-games';
import { DEFAULT_SETTINGS, paramsOf, type SettingsFields, settingsFromOutcome } from './fairness-form';
import type { FairnessPrefill } from './fairness-link';
import { type HouseGameId, isHouseGameId } from './outcomes';
import { type RoundSeeds, useRoundSeeds } from './use-round-seeds';

interface SeedFields {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

/**
 * /win/fairness (docs/fairness.md): anyone enters a revealed server seed, the client seed, the nonce
 * and the round's settings, and the browser replays the round with the very engine the server
 * plays with. `?round=<id>` fills the form from the player's round once its seed is revealed.
 */
export function FairnessScreen({ prefill }: { prefill: FairnessPrefill }) {
  const t = useTranslations('houseGames.fairness');
  const names = useTranslations('houseGames.names');
  const [gameId, setGameId] = useState<FairGameId>(
    prefill.game && isFairGameId(prefill.game) ? prefill.game : 'house-dice',
  );
  // A draw's weights in wheel order (issue 13: the lucky spin and the free lottery).
  const [weights, setWeights] = useState(prefill.weights ?? '');
  const [seeds, setSeeds] = useState<SeedFields>({
    serverSeed: prefill.serverSeed ?? '',
    serverSeedHash: prefill.serverSeedHash ?? '',
    clientSeed: prefill.clientSeed ?? '',
    nonce: prefill.nonce === undefined ? '0' : String(prefill.nonce),
  });
  const [settings, setSettings] = useState<SettingsFields>(DEFAULT_SETTINGS);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [drawVerified, setDrawVerified] = useState<VerifiedDrawView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const round = useRoundSeeds(prefill.round);

  useEffect(() => {
    if (!round.seeds) return;
    const loaded: RoundSeeds = round.seeds;
    if (isHouseGameId(loaded.gameId)) {
      setGameId(loaded.gameId);
      setSettings((s) => ({ ...s, ...settingsFromOutcome(loaded.gameId as HouseGameId, loaded.outcome) }));
    }
    setSeeds({
      serverSeed: loaded.serverSeed ?? '',
      serverSeedHash: loaded.serverSeedHash,
      clientSeed: loaded.clientSeed,
      nonce: String(loaded.nonce),
    });
  }, [round.seeds]);

  const verify = async () => {
    setChecking(true);
    setProblem(null);
    setVerified(null);
    setDrawVerified(null);
    try {
      // The engines and the derivation come with the first check, not with the page.
      const { sha256Hex } = await import('@app/shared/fair/derivation');
      const nonce = Number(seeds.nonce);
      if (!Number.isInteger(nonce) || nonce < 0) throw new Error(`${t('nonce')}: 0, 1, 2 …`);
      if (isDrawScope(gameId)) {
        const drawWeights = parseWeights(weights);
        if (!drawWeights) throw new Error(`${t('weights')}: 50, 30, 20 …`);
        const { verifyDraw } = await import('@app/shared/fair/weighted-pick');
        const draw = await verifyDraw({ ...seeds, nonce, weights: drawWeights });
        setDrawVerified({
          ...draw,
          hashGiven: seeds.serverSeedHash !== '',
          computedHash: await sha256Hex(seeds.serverSeed),
          weights: drawWeights,
        });
        return;
      }
      const { verifyRound } = await import('@app/shared/fair/verify');
      const result = await verifyRound({
        gameId,
        serverSeed: seeds.serverSeed,
        serverSeedHash: seeds.serverSeedHash || '',
        clientSeed: seeds.clientSeed,
        nonce,
        params: paramsOf(gameId, settings),
      });
      setVerified({
        gameId,
        computedHash: await sha256Hex(seeds.serverSeed),
        hashGiven: seeds.serverSeedHash !== '',
        ...result,
      });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setChecking(false);
    }
  };

  const field = (key: keyof SeedFields, label: string, mono = true) => (
    <label className="block space-y-1 text-callout text-muted">
      <span>{label}</span>
      <input
        value={seeds[key]}
        onChange={(e) => setSeeds({ ...seeds, [key]: e.target.value.trim() })}
        inputMode={key === 'nonce' ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        className={`h-11 w-full rounded-control bg-surface px-3 text-ink ${mono ? 'font-mono text-caption' : 'text-body'}`}
        data-testid={`fairness-${key}`}
      />
    </label>
  );

  return (
    <main className="mx-auto max-w-md space-y-section px-gutter py-4">
      <header className="space-y-2">
        <h1 className="text-title text-ink">{t('title')}</h1>
        <p className="text-body text-muted">{t('intro')}</p>
      </header>

      {round.state === 'loading' && <p className="text-callout text-muted">{t('loadingRound')}</p>}
      {round.state === 'secret' && (
        <p className="rounded-control bg-warning/10 p-3 text-callout text-warning">{t('roundNotRevealed')}</p>
      )}
      {round.state === 'failed' && (
        <p className="rounded-control bg-danger/10 p-3 text-callout text-danger">{t('roundNotFound')}</p>
      )}

      <form
        className="space-y-stack rounded-card bg-surface-raised p-4 ring-1 ring-line"
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
      >
        <label className="block space-y-1 text-callout text-muted">
          <span>{t('game')}</span>
          <select
            value={gameId}
            onChange={(e) => setGameId(e.target.value as FairGameId)}
            className="h-11 w-full rounded-control bg-surface px-3 text-body text-ink"
            data-testid="fairness-game"
          >
            {FAIR_GAME_IDS.map((id) => (
              <option key={id} value={id}>
                {names(id)}
              </option>
            ))}
          </select>
        </label>
        {field('serverSeed', t('serverSeed'))}
        {field('serverSeedHash', t('serverSeedHash'))}
        {field('clientSeed', t('clientSeed'))}
        {field('nonce', t('nonce'), false)}
        {isDrawScope(gameId) ? (
          <label className="block space-y-1 text-callout text-muted">
            <span>{t('weights')}</span>
            <input
              value={weights}
              onChange={(e) => setWeights(e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              className="h-11 w-full rounded-control bg-surface px-3 font-mono text-caption text-ink"
              data-testid="fairness-weights"
            />
            <span className="block text-caption">{t('weightsHint')}</span>
          </label>
        ) : (
          <FairnessSettings gameId={gameId} settings={settings} onChange={setSettings} />
        )}
        <Button type="submit" block size="lg" loading={checking} disabled={!seeds.serverSeed || !seeds.clientSeed}>
          {t('verify')}
        </Button>
        {problem && (
          <p className="text-callout text-danger" role="alert">
            {t('invalid', { message: problem })}
          </p>
        )}
      </form>

      {verified && <FairnessResult verified={verified} />}
      {drawVerified && <DrawFairnessResult verified={drawVerified} />}

      <section className="space-y-2 text-callout text-muted">
        <h2 className="text-headline text-ink">{t('howTitle')}</h2>
        <ol className="list-decimal space-y-2 ps-5">
          <li>{t('how1')}</li>
          <li>{t('how2')}</li>
          <li>{t('how3')}</li>
        </ol>
      </section>
    </main>
  );
}
