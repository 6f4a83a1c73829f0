'use client';

import { useTranslations } from 'next-intl';
import type { SettingsFields } from './fairness-form';
import type { HouseGameId } from './outcomes';

const INPUT = 'h-11 w-full rounded-control bg-surface px-3 text-body text-ink';

type TextSetting = 'crashTarget' | 'diceTarget' | 'minesCount' | 'minesPicks';

/** The text settings of each game; dice direction and wheel risk are choices (below). */
const TEXT_SETTINGS: Record<HouseGameId, { key: TextSetting; mode: 'decimal' | 'numeric' | 'text' }[]> = {
  'house-tiger': [],
  'house-crash': [{ key: 'crashTarget', mode: 'decimal' }],
  'house-dice': [{ key: 'diceTarget', mode: 'decimal' }],
  'house-mines': [
    { key: 'minesCount', mode: 'numeric' },
    { key: 'minesPicks', mode: 'text' },
  ],
  'house-wheel': [],
};

/** The round's own settings on the fairness form: only those of the chosen game. */
export function FairnessSettings({
  gameId,
  settings,
  onChange,
}: {
  gameId: HouseGameId;
  settings: SettingsFields;
  onChange: (settings: SettingsFields) => void;
}) {
  const t = useTranslations('houseGames');
  const set = <K extends keyof SettingsFields>(key: K, value: SettingsFields[K]) =>
    onChange({ ...settings, [key]: value });
  const choice = <K extends 'diceDirection' | 'wheelRisk'>(
    key: K,
    options: { value: SettingsFields[K]; label: string }[],
  ) => (
    <div className="space-y-1 text-callout text-muted">
      <label htmlFor={`fairness-${key}`}>{t(`fairness.${key as 'diceDirection' | 'wheelRisk'}`)}</label>
      <select
        id={`fairness-${key}`}
        className={INPUT}
        value={settings[key]}
        onChange={(e) => set(key, e.target.value as SettingsFields[K])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="space-y-stack">
      {TEXT_SETTINGS[gameId].map(({ key, mode }) => (
        <div key={key} className="space-y-1 text-callout text-muted">
          <label htmlFor={`fairness-${key}`}>{t(`fairness.${key}`)}</label>
          <input
            id={`fairness-${key}`}
            className={INPUT}
            inputMode={mode}
            value={settings[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        </div>
      ))}
      {gameId === 'house-dice' &&
        choice('diceDirection', [
          { value: 'under', label: t('dice.under', { target: settings.diceTarget }) },
          { value: 'over', label: t('dice.over', { target: settings.diceTarget }) },
        ])}
      {gameId === 'house-wheel' &&
        choice(
          'wheelRisk',
          (['low', 'medium', 'high'] as const).map((risk) => ({ value: risk, label: t(`wheel.${risk}`) })),
        )}
    </div>
  );
}
