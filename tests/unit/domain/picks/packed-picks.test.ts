// Packing a window of picks into columns loses nothing and costs fewer bytes than the objects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packPicks, unpackPicks } from '../../../../src/domain/picks/packed-picks';
import { mapServerPick } from '../../../../src/domain/picks/server-pick';

const serverPick = fc.record({
  id: fc.integer({ min: 1, max: 1e6 }),
  player_name: fc.string({ maxLength: 30 }),
  team_a: fc.string({ maxLength: 20 }),
  team_b: fc.string({ maxLength: 20 }),
  stat_type: fc.constantFrom('Points', 'Hits', 'Rushing Yards'),
  stat_threshold: fc.double({ min: 0.5, max: 300, noNaN: true }),
  prediction: fc.constantFrom(0, 1),
  league: fc.constantFrom('NBA', 'MLB', 'NFL'),
  odds: fc.constantFrom('-110', '+120', null),
  event_date: fc.constant('2026-11-22'),
  expert_confidence_map: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.integer({ min: 50, max: 99 }),
    { maxKeys: 4 },
  ),
});

describe('packed picks', () => {
  it('round-trips any window of mapped picks exactly', () => {
    fc.assert(
      fc.property(fc.array(serverPick, { maxLength: 30 }), (raw) => {
        const picks = raw.map(mapServerPick);
        expect(unpackPicks(packPicks(picks))).toEqual(picks);
      }),
    );
  });

  it('posts fewer bytes than the row objects for a page of 25', () => {
    const picks = Array.from({ length: 25 }, (_, i) =>
      mapServerPick({
        id: i + 1,
        player_name: `Player Number${i}`,
        team_a: 'Harborview Owls',
        team_b: 'Prairie Wolves',
        stat_type: 'Points',
        stat_threshold: 20.5,
        prediction: 1,
        league: 'NBA',
        odds: '-110',
        event_date: '2026-11-22',
        expert_confidence_map: { "Cole's Algo Picks": 71, 'Grace Okoye': 64 },
      }),
    );
    // JSON length as the measure: like the structured clone, it repeats keys per object
    const packed = JSON.stringify(packPicks(picks)).length;
    expect(packed).toBeLessThan(JSON.stringify(picks).length * 0.7);
  });
});
