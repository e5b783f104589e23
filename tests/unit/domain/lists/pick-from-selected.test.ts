// A My Picks item opens in the detail dialog with what the list knows of it.
import { describe, expect, it } from 'vitest';
import { pickFromSelected } from '../../../../src/domain/lists/pick-from-selected';
import { upgradeStoredPick } from '../../../../src/domain/lists/my-picks';

describe('pickFromSelected', () => {
  const item = upgradeStoredPick({
    id: 'pick_42',
    sourceId: '42',
    playerName: 'Andre Alvarez',
    betType: 'Under 33.5 Points',
    gameInfo: 'Harborview Owls vs Prairie Wolves',
    confidence: 71,
    league: 'NBA',
    statType: 'Points',
    handicapperNames: ["Cole's Algo Picks", 'Grace Okoye'],
    eventDate: '2026-11-21',
  });

  it('keeps the player, line, league, date and experts, and reads the side from the bet type', () => {
    const pick = pickFromSelected(item);
    expect(pick).toMatchObject({
      id: '42',
      playerName: 'Andre Alvarez',
      betType: 'Under 33.5 Points',
      confidence: 71,
      league: 'NBA',
      odds: null,
      handicapperNames: ["Cole's Algo Picks", 'Grace Okoye'],
      expertCount: 2,
      meta: { eventDate: '2026-11-21', side: 0 },
    });
    expect(pick.handicappers).toEqual([
      { name: "Cole's Algo Picks", confidence: null },
      { name: 'Grace Okoye', confidence: null },
    ]);
  });

  it('prefers the side and odds the server filled in', () => {
    const pick = pickFromSelected({ ...item, side: 1, odds: '-115' });
    expect(pick.meta.side).toBe(1);
    expect(pick.odds).toBe('-115');
  });
});
