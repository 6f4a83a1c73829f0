import { MAX_REPORTED_ERROR_LENGTH } from '@app/shared';

/** Where reports go besides the console: the analytics client's custom events (shell/analytics). */
export interface ReportSink {
  custom(name: string, data: Record<string, unknown>): void;
}

/** The custom event a report becomes in analytics. */
export const ERROR_REPORT_EVENT = 'error_report';

let registered: ReportSink | null = null;

/** Reports made before analytics started (they reach it once it does); bounded. */
const MAX_PENDING = 20;
let pending: Array<Record<string, unknown>> = [];

/** The shell registers the analytics client once it has started; returns the unregister. */
export function setReportSink(sink: ReportSink): () => void {
  registered = sink;
  const waiting = pending;
  pending = [];
  for (const data of waiting) send(sink, data);
  return () => {
    if (registered === sink) registered = null;
  };
}

/** Spec 8.1: a report's message is cut to 256 characters. */
export function reportText(message: string): string {
  return message.slice(0, MAX_REPORTED_ERROR_LENGTH);
}

function send(sink: ReportSink, data: Record<string, unknown>): void {
  try {
    sink.custom(ERROR_REPORT_EVENT, data);
  } catch {
    // Analytics must not turn one failure into two.
  }
}

/**
 * Spec 8.1: reports an error (a rendering error, a missing resource, a failed start-up step): to the
 * console, which the end-to-end tests observe, and to analytics as a custom event: through `sink`, else
 * the client the shell registered, else once one registers. Reporting never throws.
 */
export function reportError(
  message: string,
  context: { kind?: string; path?: string } = {},
  sink: ReportSink | null = registered,
): void {
  const text = reportText(message);
  console.error(`[report] ${text}`);
  const data = { message: text, ...context };
  if (sink) send(sink, data);
  else if (pending.length < MAX_PENDING) pending.push(data);
}
