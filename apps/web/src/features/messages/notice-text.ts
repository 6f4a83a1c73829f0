import type { Notice } from '@app/shared/messages/message-contracts';

/** A notice's words: a translation key of the messages namespace and the values it fills in. */
export interface NoticeText {
  key: string;
  values: Record<string, string | number>;
}

/** "payments.withdrawal" -> "payments_withdrawal": a subject as one key segment. */
const segment = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '_');

/**
 * The text of a notice in the reader's locale (issue 18: the API stores kind + params, never words).
 * The most precise key the translations have wins: the kind's subject with the decision (approvals),
 * the subject, then the kind's generic text, so a subject a module adds before the web has its words
 * still reads sensibly.
 */
export function noticeText(notice: Pick<Notice, 'kind' | 'params'>, has: (key: string) => boolean): NoticeText {
  const { subject, ...values } = notice.params;
  const decision = typeof values.decision === 'string' ? `_${segment(values.decision)}` : '';
  const base = `notice.${notice.kind}`;
  const candidates = [`${base}.${segment(subject)}${decision}`, `${base}.${segment(subject)}`, `${base}.default`];
  const key = candidates.find(has) ?? `${base}.default`;
  return { key, values };
}
