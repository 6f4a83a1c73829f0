import { ApiCallError } from '@/lib/api/api-error';
import { CENTRALLY_HANDLED_CODES } from '@/shell/session/body-code-policy';

/** Spec 8.3: this message is a normal outcome, never shown or reported as an error. */
export const SILENT_MESSAGES: ReadonlySet<string> = new Set(['ERROR_OUTOF_NEWBIE']);

/**
 * The issues of a zod error (what a contract's parse throws), by its name and shape rather than
 * `instanceof ZodError`, so that notices do not load zod before the first call does.
 */
function zodIssuesOf(error: unknown): ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, issues } = error as { name?: unknown; issues?: unknown };
  return name === 'ZodError' && Array.isArray(issues) ? issues : undefined;
}

export interface NoticeTranslations {
  /** The text of the translation key error_net_try. */
  netTry: string;
  /** A translated message for a business code (may use `data`), if one exists. */
  byCode: (code: number, data: unknown) => string | undefined;
  /** The translated sentence for an invalid field (field-error-text.ts picks it from field and message). */
  byField: (field: string, message: string, code: number | undefined) => string;
}

/**
 * The notice for a failure (spec 8.4), or null when none is shown:
 * - network error: error_net_try followed by the message;
 * - HTTP 200 with a field error: the message plus the first field name and its message, as one
 *   translated sentence that names the field and what is wrong with it once (never the raw server text);
 * - fetch, parsing or custom errors: status and error text;
 * - business errors: the message only (translated by code where we can).
 * Codes acted on centrally (1004, 1010, 1012, 1013, 1014) and ERROR_OUTOF_NEWBIE show nothing.
 */
export function errorNoticeText(error: unknown, tr: NoticeTranslations): string | null {
  if (error instanceof ApiCallError) {
    if (SILENT_MESSAGES.has(error.message)) return null;
    if (error.code !== undefined && CENTRALLY_HANDLED_CODES.has(error.code)) return null;
    if (error.kind === 'network') return `${tr.netTry} ${error.message}`.trim();
    if (error.kind === 'http') {
      const status = error.details.status;
      return status && !error.message.startsWith(String(status)) ? `${status} ${error.message}` : error.message;
    }
    if (error.details.field) return tr.byField(error.details.field, error.details.fieldMessage ?? '', error.code);
    return (error.code !== undefined ? tr.byCode(error.code, error.details.data) : undefined) ?? error.message;
  }
  const issues = zodIssuesOf(error);
  if (issues) return `200 ${issues[0]?.path.join('.') ?? ''} ${issues[0]?.message ?? ''}`;
  if (error instanceof Error) return SILENT_MESSAGES.has(error.message) ? null : error.message;
  return String(error);
}
