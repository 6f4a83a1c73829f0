import { beforeEach, describe, expect, it } from 'vitest';
import { closingMissionModals, missionState, useMissionStore } from './mission-store';

describe('mission store (spec 3 mission state, spec 4.2 modal lifecycle)', () => {
  beforeEach(() => useMissionStore.setState({ modals: {}, missionData: null }));

  it('shows, hides (marks closing, props kept) and destroys (clears) a mission dialog', () => {
    const store = useMissionStore.getState();
    store.show('reward', { missionId: 'first_game' });
    expect(missionState(useMissionStore.getState())).toMatchObject({
      modalType: 'reward',
      modalProps: { missionId: 'first_game' },
      isClosing: false,
    });
    store.hide();
    expect(missionState(useMissionStore.getState())).toMatchObject({ modalType: 'reward', isClosing: true });
    expect(closingMissionModals(useMissionStore.getState().modals)).toEqual(['reward']);
    store.destroy('reward');
    expect(missionState(useMissionStore.getState())).toEqual({
      modalType: null,
      modalProps: null,
      isClosing: false,
      missionData: null,
    });
  });

  it('keeps one mission dialog at a time: the success dialog replaces the detail it was claimed from', () => {
    const store = useMissionStore.getState();
    store.show('mission', { missionId: 'daily_play_3' });
    store.show('success', { missionId: 'daily_play_3', coin: 'WH', amount: '2' });
    expect(Object.keys(useMissionStore.getState().modals)).toEqual(['success']);
    expect(missionState(useMissionStore.getState()).modalProps).toEqual({
      missionId: 'daily_play_3',
      coin: 'WH',
      amount: '2',
    });
  });
});
