'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';

/** The 10 recovery codes, shown this once: copy them, say they are saved, then go on. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('ops.recovery');
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section className="mt-3 flex flex-col gap-4" data-testid="ops-recovery-codes">
      <h1 className="text-title">{t('title')}</h1>
      <p className="text-body text-muted">{t('text')}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-control bg-surface p-3 font-mono text-body">
        {codes.map((code) => (
          <li key={code} data-testid="ops-recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-3">
        <Button type="button" variant="secondary" size="sm" onClick={copy}>
          {t('copy')}
        </Button>
        {copied && (
          <span role="status" className="text-callout text-success">
            {t('copied')}
          </span>
        )}
      </div>
      <label className="flex items-start gap-2 text-body">
        <input
          type="checkbox"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
          className="mt-1 size-4 accent-amber-500"
          data-testid="ops-recovery-saved"
        />
        {t('saved')}
      </label>
      <Button type="button" disabled={!saved} onClick={onDone} data-testid="ops-recovery-continue">
        {t('continue')}
      </Button>
    </section>
  );
}
