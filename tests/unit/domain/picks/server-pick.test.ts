import { describe, expect, it } from 'vitest';
import { qualifiedPicks } from '../../../../src/domain/confidence/confidence';
import { betTypeText, gameInfoText, mapServerPick } from '../../../../src/domain/picks/server-pick';

describe('server pick → UI pick', () => {
  const serverPick = {
    id: 17,
    event_id: '2025-07-20-NBA-LeBron_James-Points-25.5',
    player_name: ' LeBron James ',
    event_date: '2025-07-20',
    team_a: 'Lakers',
    team_b: 'Celtics',
    stat_threshold: 25.5,
    pick_type: 'Prop',
    stat_type: 'Points',
    prediction: 'Over',
    confidence: 0.62,
    expert_confidence_map: { 'Sharp Sam': 0.7, 'Cole’s Algo Picks': 64 },
    expert_predictions_map: { 'Sharp Sam': 1, 'Cole’s Algo Picks': 'over' },
    league: 'nba',
    odds: -110,
    player_image_base64: 'data:x',
  };

  it('maps the fields a bettor sees', () => {
    const pick = mapServerPick(serverPick);
    expect(pick).toMatchObject({
      id: '17',
      playerName: 'LeBron James',
      betType: 'Over 25.5 Points',
      gameInfo: 'Lakers vs Celtics',
      league: 'NBA',
      odds: '-110',
      statType: 'Points',
      handicapperNames: ['Sharp Sam', 'Cole’s Algo Picks'],
      expertCount: 2,
      additionalExperts: 0,
      playerImageBase64: 'data:x',
    });
    expect(pick.confidence).toBeCloseTo(62);
    expect(pick.handicappers).toEqual([
      { name: 'Sharp Sam', confidence: 70 },
      { name: 'Cole’s Algo Picks', confidence: 64 },
    ]);
    expect(pick.meta).toMatchObject({
      eventId: serverPick.event_id,
      threshold: 25.5,
      side: 1,
      eventDate: '2025-07-20',
    });
  });

  it('falls back to the experts mean when its own confidence is low', () => {
    const pick = mapServerPick({ ...serverPick, confidence: 0.3 });
    expect(pick.confidence).toBe(67);
  });

  it('derives 50 + 45 x agreement when there is no confidence at all', () => {
    const pick = mapServerPick({
      id: 'p',
      player_name: 'A B',
      stat_type: 'Hits',
      stat_thresholds: ['1.5'],
      predictions: [1, 1, 0, 1],
      prediction: 1,
    });
    expect(pick.confidence).toBeCloseTo(50 + 45 * 0.75);
    expect(pick.betType).toBe('Over 1.5 Hits');
  });

  it('takes the majority side when the pick states none, and none on a tie', () => {
    expect(mapServerPick({ id: 1, stat_type: 'Hits', predictions: [0, 0, 1] }).betType).toBe(
      'Under Hits',
    );
    expect(mapServerPick({ id: 1, stat_type: 'Hits', predictions: [0, 1] }).meta.side).toBeNull();
    expect(mapServerPick({ id: 1, stat_type: 'Hits', predictions: [0, 1] }).confidence).toBe(72.5);
  });

  it('uses event_id, eventId or game_id when there is no id', () => {
    expect(mapServerPick({ eventId: 'e1' }).id).toBe('e1');
    expect(mapServerPick({ game_id: 99 }).id).toBe('99');
    expect(mapServerPick({ game_id: 99 }).meta.eventId).toBe('99');
  });

  it('shows a game pick by its team', () => {
    const pick = mapServerPick({
      id: 2,
      event_team: 'Yankees',
      pick_type: 'MoneyLine',
      confidence: 80,
    });
    expect(pick.playerName).toBe('Yankees');
    expect(pick.gameInfo).toBe('Yankees');
    expect(pick.betType).toBe('MoneyLine');
    expect(pick.odds).toBeNull();
    expect(pick.playerNumber).toBeNull();
  });

  it('counts avatars beyond nine as additional experts', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Expert ${i}`);
    expect(mapServerPick({ id: 3, handicapperNames: names }).additionalExperts).toBe(3);
  });

  it('lets qualifiedPicks drop mapped picks under 50', () => {
    const picks = [
      mapServerPick({ id: 1, confidence: 0.49 }),
      mapServerPick({ id: 2, confidence: 0.5 }),
    ];
    expect(qualifiedPicks(picks).map((p) => p.id)).toEqual(['2']);
  });

  it('builds bet type and game info text', () => {
    expect(betTypeText(0, 8.5, 'Total')).toBe('Under 8.5 Total');
    expect(betTypeText(null, null, '')).toBe('');
    expect(gameInfoText({ team_a: 'A' })).toBe('A');
    expect(gameInfoText({})).toBe('');
  });
});
