import { describe, expect, it } from 'vitest';
import {
  LEGACY_EVENT_DATE,
  selectedPickFrom,
  type PickForList,
} from '../../../../src/domain/lists/my-picks';

const pick: PickForList = {
  id: '77',
  playerName: 'Mookie Betts',
  playerNumber: '50',
  betType: 'Over 1.5 Total Bases',
  gameInfo: 'LAD vs SF',
  confidence: 68.4,
  league: 'MLB',
  statType: 'Total Bases',
  handicapperNames: ['Sharp Sam', "Cole's Algo Picks"],
  playerImageBase64: null,
  meta: {
    eventDate: '2026-11-22',
    playerId: 4812,
    team: 'LAD',
    statKey: 'total_bases',
    threshold: 1.5,
  },
};

describe('selectedPickFrom', () => {
  it('makes a pick_{id} item from the picks browser', () => {
    const item = selectedPickFrom(pick, 'pick', null, 1234);
    expect(item).toEqual({
      id: 'pick_77',
      sourceType: 'pick',
      sourceId: '77',
      playerName: 'Mookie Betts',
      playerNumber: '50',
      betType: 'Over 1.5 Total Bases',
      gameInfo: 'LAD vs SF',
      confidence: 68.4,
      handicapperName: null,
      handicapperNames: ['Sharp Sam', "Cole's Algo Picks"],
      league: 'MLB',
      playerImageBase64: null,
      statType: 'Total Bases',
      addedAt: 1234,
      eventDate: '2026-11-22',
      // who and what the pick is about, so the detail from My Picks finds the same player
      playerId: 4812,
      team: 'LAD',
      statKey: 'total_bases',
      threshold: 1.5,
    });
    // a copy: the item never shares the pick's array
    expect(item.handicapperNames).not.toBe(pick.handicapperNames);
  });

  it('records the handicapper when added from a profile', () => {
    const item = selectedPickFrom(pick, 'handicapper', { id: 9, name: 'Sharp  Sam' });
    expect(item.id).toBe('handicapper_77_Sharp_Sam');
    expect(item.sourceType).toBe('handicapper');
    expect(item.handicapperName).toBe('Sharp  Sam');
    expect(item.addedAt).toBe(0);
  });

  it('uses the source default when the confidence is missing, and scales fractions', () => {
    expect(selectedPickFrom({ ...pick, confidence: null }, 'pick').confidence).toBe(50);
    expect(selectedPickFrom({ ...pick, confidence: null }, 'handicapper').confidence).toBe(75);
    expect(selectedPickFrom({ ...pick, confidence: 0.72 }, 'pick').confidence).toBeCloseTo(72);
  });

  it('keeps the date part of the event date, else the legacy slate', () => {
    const at = (eventDate: string | null) =>
      selectedPickFrom({ ...pick, meta: { eventDate } }, 'pick').eventDate;
    expect(at('2026-11-22T19:05:00Z')).toBe('2026-11-22');
    expect(at(null)).toBe(LEGACY_EVENT_DATE);
    expect(at('soon')).toBe(LEGACY_EVENT_DATE);
  });

  it('names a handicapper source without a handicapper handicapper_{id}_', () => {
    expect(selectedPickFrom(pick, 'handicapper').id).toBe('handicapper_77_');
  });
});
