import { describe, expect, it } from 'vitest';
import {
  ADD_TOGGLE_TEXT,
  defaultConfidenceFor,
  isInMyPicks,
  LEGACY_EVENT_DATE,
  MY_PICKS_KEY,
  MY_PICKS_STORE,
  removeMyPick,
  selectedPickId,
  toggleMyPick,
  upgradeStoredPick,
} from '../../../../src/domain/lists/my-picks';

describe('My Picks item ids', () => {
  it('are pick_{id} or handicapper_{id}_{name with underscores}', () => {
    expect(selectedPickId('pick', 42)).toBe('pick_42');
    expect(selectedPickId('handicapper', 42, 'Sharp  Sam')).toBe('handicapper_42_Sharp_Sam');
    expect(selectedPickId('handicapper', 'x', null)).toBe('handicapper_x_');
  });
});

describe('stored items', () => {
  it('live under my_picks / user_picks', () => {
    expect([MY_PICKS_STORE, MY_PICKS_KEY]).toEqual(['my_picks', 'user_picks']);
  });

  it('get 2025-07-20 when saved before eventDate existed, and confidence 50', () => {
    expect(LEGACY_EVENT_DATE).toBe('2025-07-20');
    const upgraded = upgradeStoredPick({ id: 'pick_1', playerName: 'A B' });
    expect(upgraded).toMatchObject({
      id: 'pick_1',
      eventDate: '2025-07-20',
      confidence: 50,
      playerName: 'A B',
    });
    expect(
      upgradeStoredPick({ id: 'pick_1', eventDate: '2025-08-01', confidence: 0.8 }),
    ).toMatchObject({
      eventDate: '2025-08-01',
      confidence: 80,
    });
  });

  it('default to 75 when added from a profile', () => {
    expect(defaultConfidenceFor('handicapper')).toBe(75);
    expect(defaultConfidenceFor('pick')).toBe(50);
  });
});

describe('the Add to List toggle', () => {
  const item = upgradeStoredPick({ id: 'pick_1' });
  const other = upgradeStoredPick({ id: 'pick_2' });

  it('adds then removes', () => {
    const added = toggleMyPick([other], item);
    expect(added.map((p) => p.id)).toEqual(['pick_2', 'pick_1']);
    expect(isInMyPicks(added, 'pick_1')).toBe(true);
    expect(toggleMyPick(added, item).map((p) => p.id)).toEqual(['pick_2']);
    expect(removeMyPick(added, 'pick_2').map((p) => p.id)).toEqual(['pick_1']);
  });

  it('reads Add to List / Added / Added ✓', () => {
    expect(ADD_TOGGLE_TEXT).toEqual({ add: 'Add to List', added: 'Added', addedTick: 'Added ✓' });
  });
});
