import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_REPORT_EVENT, reportError, reportText, setReportSink } from './report-error';

describe('reportError (spec 8.1)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('cuts the message to 256 characters', () => {
    expect(reportText('x'.repeat(300))).toHaveLength(256);
    expect(reportText('short')).toBe('short');
  });

  it('goes to the console and, when given, to analytics as a custom event', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const custom = vi.fn();
    reportError(`boom ${'y'.repeat(400)}`, { kind: 'render', path: '/en-US' }, { custom });
    expect(consoleError).toHaveBeenCalledWith(`[report] ${`boom ${'y'.repeat(400)}`.slice(0, 256)}`);
    expect(custom).toHaveBeenCalledWith(ERROR_REPORT_EVENT, {
      message: `boom ${'y'.repeat(400)}`.slice(0, 256),
      kind: 'render',
      path: '/en-US',
    });
  });

  it('uses the registered sink by default, until it is unregistered; a throwing sink is contained', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const custom = vi.fn();
    const unregister = setReportSink({ custom });
    reportError('first');
    expect(custom).toHaveBeenCalledTimes(1);
    unregister();
    reportError('second');
    expect(custom).toHaveBeenCalledTimes(1);

    const stop = setReportSink({
      custom: () => {
        throw new Error('analytics down');
      },
    });
    expect(() => reportError('third')).not.toThrow();
    stop();
  });

  it('reports made before analytics started reach it when it registers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reportError('early', { kind: 'render' }, null);
    const custom = vi.fn();
    const unregister = setReportSink({ custom });
    expect(custom).toHaveBeenCalledWith(ERROR_REPORT_EVENT, { message: 'early', kind: 'render' });
    unregister();
  });
});
