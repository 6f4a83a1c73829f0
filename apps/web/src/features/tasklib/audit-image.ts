/**
 * The audit image's checks in the browser, before anything is sent (issue 15: "real upload, size and
 * type checked"). The API checks again (and by the file's bytes, not its name): these only spare the
 * player a slow upload that would be refused.
 */

/** Image types an audit accepts (the contract's AUDIT_IMAGE_TYPES; a test keeps them equal). */
export const AUDIT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** The largest audit image, in bytes: the API's default (TASKLIB_AUDIT_IMAGE_MAX_BYTES, 1 MiB). */
export const AUDIT_IMAGE_MAX_BYTES = 1024 * 1024;
/** The longest audit text, in characters (the contract's bound on `content`). */
export const AUDIT_TEXT_MAX = 1000;

export type AuditImageProblem = 'type' | 'size' | 'empty';

/** What is wrong with a chosen file, or null when it may be sent. */
export function auditImageProblem(
  file: { type: string; size: number },
  limits: { types?: readonly string[]; maxBytes?: number } = {},
): AuditImageProblem | null {
  const types = limits.types ?? AUDIT_IMAGE_TYPES;
  const maxBytes = limits.maxBytes ?? AUDIT_IMAGE_MAX_BYTES;
  if (file.size <= 0) return 'empty';
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** A size for people: "1.5 MB", "300 KB" (binary units, like the limit). */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toString()} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toString()} KB`;
}
