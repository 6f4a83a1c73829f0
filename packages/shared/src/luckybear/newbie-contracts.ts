import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { DRAW_GAMES } from './draw-games';
import { NEWBIE_TASK_KINDS } from './newbie-tasks';

const ZNewbieTask = z.object({
  id: z.string(),
  kind: z.enum(NEWBIE_TASK_KINDS),
  /** The web's translation key of the task's title (namespace luckybear). */
  label_key: z.string(),
  target: z.number().int().describe('what completes the task: 1 phone, N rounds, N whole coins wagered, level N'),
  coin: z.string().nullable().describe('the coin counted by a wager task, else null'),
  progress: z.number().int().describe('so far, capped at target'),
  /** in_progress: not complete; done: complete and its reward granted (once). */
  state: z.enum(['in_progress', 'done']),
  reward: z.object({ game: z.enum(DRAW_GAMES), chances: z.number().int() }),
  rewarded_at: z.number().int().nullable().describe('unix ms the chances were granted'),
});

/**
 * GET /casino/lucky_bear/newbie_task_status (spec 7.7): the signed-in player's newbie tasks, their
 * progress and rewards. Completed tasks' chances are granted by this call, once per task. After the
 * newbie window the answer is code 1084 with msg ERROR_OUTOF_NEWBIE, which the client does not report
 * as an error (spec 8.3): it hides the panel.
 */
export const newbieTaskStatus = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/newbie_task_status',
  summary: 'The new player’s tasks: progress and rewards (draw chances, granted once per task)',
  request: z.object({}),
  response: z.object({
    ends_at: z.number().int().describe('unix ms the newbie window closes'),
    tasks: z.array(ZNewbieTask),
  }),
});

/** GET /casino/lucky_bear/newbie_task_visible (spec 7.7): whether the newbie panel shows. */
export const newbieTaskVisible = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/newbie_task_visible',
  summary: 'Whether the newbie task panel shows for the signed-in player',
  request: z.object({}),
  response: z.object({
    visible: z.boolean().describe('inside the newbie window and some task not done yet'),
    ends_at: z.number().int().describe('unix ms the newbie window closes (in the past when over)'),
    done: z.number().int().describe('tasks done'),
    total: z.number().int(),
  }),
});
