import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  pagedOf,
  TASK_STATUSES,
  ZEnvContext,
  ZOnePageCnt,
  ZPage,
  ZRewardTask,
  ZTaskItem,
  ZXbOfferId,
} from './offer-contracts';

/**
 * The task library's life-cycle calls (issue 15, spec 7.5): take_task, report_ev, task/action, verify,
 * submit_audit, product_complete_list. All need a session; request field names are the spec's.
 */

/** A click id made by the server at take_task (ULID-like: 26 characters of Crockford base 32). */
export const ZClickId = z
  .string()
  .trim()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, 'must be a click id from take_task');

const ZAction = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits and _ . : -');

const ZLink = z.string().trim().max(2048, 'must be at most 2048 characters');

/** Image types an audit accepts; the server checks the bytes (magic numbers), not the client's claim. */
export const AUDIT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * An audit screenshot as a base64 data URL (data:image/png;base64,...), sent in the JSON body. The
 * byte cap is the server's (TASKLIB_AUDIT_IMAGE_MAX_BYTES, 1 MiB by default); this bound only keeps
 * a runaway string from being parsed further.
 */
export const MAX_AUDIT_IMG_CHARS = 8 * 1024 * 1024;
export const ZAuditImage = z
  .string()
  .max(MAX_AUDIT_IMG_CHARS, 'the image is too large')
  .regex(
    /^data:[a-z0-9.+/-]+;base64,[A-Za-z0-9+/=\s]+$/i,
    'must be an image as a base64 data URL (data:image/png;base64,...)',
  );

/** POST /cpl/take_task: starts a task; answers the advertiser link with the player's click id in it. */
export const cplTakeTask = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/take_task',
  summary:
    'Take a task: records a click (server-made click id) and answers the advertiser link; a repeat answers the same click',
  request: z.object({
    envContext: ZEnvContext,
    XbOfferId: ZXbOfferId,
    /** Spec 7.5 sends these; the server makes the click id and the link, so any value sent is ignored. */
    clickId: z.string().max(64).optional(),
    link: ZLink.optional(),
    /** The parent task's xbOfferId when a child task is taken from its parent's page; must be its parent. */
    parent_id: ZXbOfferId.optional(),
    /** When sent, must be the signed-in user's id. */
    user_id: z.coerce.number().int().nonnegative().optional(),
  }),
  response: z.object({
    clickId: z.string(),
    xbOfferId: z.string(),
    /** The advertiser's link with {click_id} {user_id} {offer_id} substituted; '' for first-party tasks. */
    link: z.string(),
    /** True when the player had taken this task before: the same click is answered. */
    reused: z.boolean(),
    rewardTask: ZRewardTask,
    task: ZTaskItem,
  }),
});

const ZRecorded = z.object({ recorded: z.literal(true), at: z.number().int() });

/** POST /cpl/report_ev: what the client saw the player do on a task (opened the link, installed, ...). */
export const cplReportEv = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/report_ev',
  summary: "Record an event of the player's task (needs a click of this task when clickId is sent)",
  request: z.object({
    envContext: ZEnvContext,
    action: ZAction,
    XbOfferId: ZXbOfferId,
    clickId: ZClickId.optional(),
    link: ZLink.optional(),
    parent_id: ZXbOfferId.optional(),
  }),
  response: ZRecorded,
});

/** POST /task/action {xbOfferId, action, action_type}: a player action on a task (follow, share, ...). */
export const taskAction = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/task/action',
  summary: 'Record an action of the player on a task; welfare and follow tasks complete on verify once acted on',
  request: z.object({
    envContext: ZEnvContext,
    xbOfferId: ZXbOfferId,
    action: ZAction,
    action_type: ZAction.optional(),
  }),
  response: ZRecorded,
});

/** POST /cpl/verify {offerId, clickId}: checks a taken task, completing a first-party one when its rule is met. */
export const cplVerify = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/verify',
  summary:
    "Check a taken task: welfare/follow tasks complete here once acted on; others answer their conversion's status",
  request: z.object({ envContext: ZEnvContext, offerId: ZXbOfferId, clickId: ZClickId }),
  response: z.object({
    status: z.enum(TASK_STATUSES),
    /** True when this call completed the task (and credited its reward). */
    completedNow: z.boolean(),
    /** What is still missing while in progress ('action' to record, 'advertiser', 'audit'), else null. */
    waitingFor: z.enum(['action', 'advertiser', 'audit']).nullable(),
    reward: z.string(),
    coin: z.string(),
    rewardTask: ZRewardTask,
  }),
});

/** POST /cpl/submit_audit {offerId, clickId, content, img}: a proof (text + screenshot) for an operator. */
export const cplSubmitAudit = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/submit_audit',
  summary: 'Send a proof of a taken task (text and a screenshot as a data URL) for review; one pending per click',
  request: z.object({
    envContext: ZEnvContext,
    offerId: ZXbOfferId,
    clickId: ZClickId,
    content: z.string().trim().min(1, 'must not be empty').max(1000, 'must be at most 1000 characters'),
    img: ZAuditImage,
  }),
  response: z.object({
    auditId: z.string(),
    status: z.literal('pending'),
    imageType: z.enum(AUDIT_IMAGE_TYPES),
    imageBytes: z.number().int(),
  }),
});

export const COMPLETE_LIST_FILTERS = ['all', ...TASK_STATUSES] as const;

/** One of the player's taken tasks with where it stands. */
export const ZMyTask = z.object({
  clickId: z.string(),
  status: z.enum(TASK_STATUSES),
  /** The reward paid (or to be paid), in `coin`. */
  reward: z.string(),
  coin: z.string(),
  /** Spec 3 reward-task object; spec 4.3 remaining days come from it (rewardTaskRemainingDays). */
  rewardTask: ZRewardTask,
  /** When it was completed (credited), unix ms; null otherwise. */
  completedAt: z.number().int().nullable(),
  /** Why it was rejected, when it was. */
  reason: z.string().nullable(),
  task: ZTaskItem,
});
export type MyTask = z.infer<typeof ZMyTask>;

/** POST /cpl/product_complete_list {xbOfferId, status, page}: my taken tasks, newest first. */
export const cplProductCompleteList = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/product_complete_list',
  summary: "The signed-in player's taken tasks with their status (filter: all or one status), newest first, paged",
  request: z.object({
    envContext: ZEnvContext,
    xbOfferId: ZXbOfferId.optional(),
    status: z.enum(COMPLETE_LIST_FILTERS).default('all'),
    page: ZPage,
    one_page_cnt: ZOnePageCnt,
  }),
  response: pagedOf(ZMyTask),
});
