import { ANALYTICS_HEADERS, ANALYTICS_PATHS, type AnalyticsEventInput } from '@app/shared/analytics/contracts';
import type { CollectorResponse } from './batcher';

/** The collector hosts (spec 7.2: the provider host, production or staging). */
export interface CollectorTarget {
  baseUrl: string;
  token: string;
}

/** POST a batch; the answer's status and its new task, if any. Network failures throw. */
export async function sendBatch(
  target: CollectorTarget,
  events: AnalyticsEventInput[],
  content: string,
): Promise<CollectorResponse> {
  const response = await fetch(`${target.baseUrl}${ANALYTICS_PATHS.batch}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [ANALYTICS_HEADERS.token]: target.token,
      [ANALYTICS_HEADERS.content]: content,
    },
    body: JSON.stringify(events),
    keepalive: true,
  });
  let task: string | undefined;
  try {
    const body = (await response.json()) as { data?: { task?: unknown } };
    task = typeof body.data?.task === 'string' ? body.data.task : undefined;
  } catch {
    task = undefined;
  }
  return { status: response.status, ...(task ? { task } : {}) };
}

async function getText(target: CollectorTarget, path: string): Promise<string> {
  const response = await fetch(`${target.baseUrl}${path}`, { headers: { [ANALYTICS_HEADERS.token]: target.token } });
  if (!response.ok) throw new Error(`analytics: GET ${path} answered ${response.status}`);
  return response.text();
}

export const fetchTask = (target: CollectorTarget) => getText(target, ANALYTICS_PATHS.task);

/**
 * Solves tasks in a Web Worker made from the collector's worker script, so the page never stalls.
 * The script is fetched once; each solve posts the task and waits for its answer.
 */
export function workerSolver(target: CollectorTarget): (task: string) => Promise<string> {
  let worker: Promise<Worker> | undefined;
  const start = async () => {
    const source = await getText(target, ANALYTICS_PATHS.worker);
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    return new Worker(url);
  };
  return async (task) => {
    worker ??= start().catch((error: unknown) => {
      worker = undefined;
      throw error;
    });
    const w = await worker;
    return new Promise<string>((resolve, reject) => {
      const onMessage = (event: MessageEvent<{ ok: boolean; task: string; solution?: string; error?: string }>) => {
        if (event.data.task !== task) return;
        w.removeEventListener('message', onMessage);
        if (event.data.ok && event.data.solution !== undefined) resolve(event.data.solution);
        else reject(new Error(event.data.error ?? 'analytics: the worker could not solve the task'));
      };
      w.addEventListener('message', onMessage);
      w.postMessage({ task });
    });
  };
}
