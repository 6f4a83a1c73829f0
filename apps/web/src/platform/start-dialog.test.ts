import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openStartDialog, registerStartDialog, useStartDialogStore } from './start-dialog';

describe('start dialogs (spec 3 dialog): share and download', () => {
  beforeEach(() => {
    useStartDialogStore.setState({ pending: [], openers: {} });
  });

  it('a request before the dialog exists is recorded, and delivered when it registers', () => {
    expect(openStartDialog('share')).toBe(true);
    expect(useStartDialogStore.getState().pending).toEqual(['share']);
    const open = vi.fn();
    registerStartDialog('share', open);
    expect(open).toHaveBeenCalledTimes(1);
    expect(useStartDialogStore.getState().pending).toEqual([]);
  });

  it('a registered dialog opens at once; after unregistering, requests wait again', () => {
    const open = vi.fn();
    const unregister = registerStartDialog('download', open);
    openStartDialog('download');
    expect(open).toHaveBeenCalledTimes(1);
    unregister();
    openStartDialog('download');
    expect(open).toHaveBeenCalledTimes(1);
    expect(useStartDialogStore.getState().pending).toEqual(['download']);
  });

  it('unknown names are refused', () => {
    expect(openStartDialog('wallet')).toBe(false);
    expect(useStartDialogStore.getState().pending).toEqual([]);
  });
});
