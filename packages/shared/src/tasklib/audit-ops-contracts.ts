import { z } from 'zod';

/** The approvals queue's kind of a player's task proof (issue 15). */
export const TASKLIB_AUDIT_KIND = 'tasklib.audit';

/**
 * GET /ops/tasklib/audit_image (operator console, permission approvals.read): the screenshot of a
 * task proof as a data URL, for the approval's detail. Its type is the one the server read from the
 * bytes at upload. Written as a plain object (an area imports no other area; see @app/shared/ops/ops-endpoint).
 */
export const opsAuditImage = {
  method: 'GET' as const,
  path: '/ops/tasklib/audit_image',
  summary: "A task proof's screenshot (data URL) for the approval's detail",
  request: z.object({
    audit_id: z
      .string()
      .trim()
      .regex(/^[0-9A-Z]{26}$/, 'must be an audit id'),
  }),
  response: z.object({
    audit_id: z.string(),
    type: z.string(),
    bytes: z.number().int(),
    data_url: z.string(),
  }),
};
