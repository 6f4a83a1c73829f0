'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

/** A payload's plain values (numbers and texts), as message arguments. */
function argumentsOf(payload: unknown): Record<string, string> {
  const args: Record<string, string> = {};
  if (!payload || typeof payload !== 'object') return args;
  for (const [key, value] of Object.entries(payload)) {
    // As text: an id is not a quantity (no digit grouping).
    if (typeof value === 'string' || typeof value === 'number') args[key] = String(value);
  }
  return args;
}

/**
 * Names the API writes in English (audit actions, approval kinds and their summaries, ledger kinds) in the
 * operator's language, through `ops.api`: a name with a text there shows it; a name the console does
 * not know yet (a feature's new kind) shows the API's own, so nothing is ever blank.
 */
export function useApiTexts() {
  const t = useTranslations('ops.api');
  // One object per language: tables list it among their columns' dependencies.
  return useMemo(
    () => ({
      action: (action: string) => (t.has(`actions.${action}`) ? t(`actions.${action}`) : action),
      kind: (kind: string) => (t.has(`kinds.${kind}`) ? t(`kinds.${kind}`) : kind),
      /** A ledger entry's kind (credit, transfer_out...). */
      ledgerKind: (kind: string) => (t.has(`ledger_kinds.${kind}`) ? t(`ledger_kinds.${kind}`) : kind),
      /** An approval's one line, from its payload when the console has the kind's sentence. */
      summary: (kind: string, payload: unknown, summary: string) =>
        t.has(`summaries.${kind}`) ? t(`summaries.${kind}`, argumentsOf(payload)) : summary,
    }),
    [t],
  );
}
