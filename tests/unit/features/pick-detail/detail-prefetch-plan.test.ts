// The My Picks prefetch planner: which of the detail's requests it asks for each pick (the very
// keys the dialog reads offline), each key once across the list, nothing already fresh.
import { describe, expect, it } from 'vitest';
import { GAME_LOG_LIMIT } from '../../../../src/domain/research/game-logs';
import { upgradeStoredPick, type SelectedPick } from '../../../../src/domain/lists/my-picks';
import { pickFromSelected } from '../../../../src/domain/lists/pick-from-selected';
import {
  PREFETCH_FRESH_MS,
  READINESS_PATH,
  planDetailPrefetch,
  researchKey,
} from '../../../../src/features/pick-detail/detail-requests';

const NOW = Date.UTC(2026, 10, 23, 18);

function item(id: number, extra: Partial<SelectedPick> = {}): SelectedPick {
  return upgradeStoredPick({
    id: `pick_${id}`,
    sourceType: 'pick',
    sourceId: String(id),
    playerName: 'Luis Reyes',
    playerNumber: null,
    betType: 'Over 28.5 PRA',
    gameInfo: 'Mesa Bison vs Austin Owls',
    confidence: 88,
    handicapperName: null,
    handicapperNames: ['Cole Hart'],
    league: 'NBA',
    playerImageBase64: null,
    statType: 'PRA',
    addedAt: NOW,
    eventDate: '2026-11-23',
    playerId: 40 + id,
    team: 'Mesa Bison',
    ...extra,
  } as SelectedPick);
}

const picks = (...items: SelectedPick[]) => items.map(pickFromSelected);
const keysOf = (plan: ReturnType<typeof planDetailPrefetch>[number]) => [
  ...plan.gets.map((r) => r.key),
  ...plan.research(null).map((r) => r.key),
];

describe('planDetailPrefetch', () => {
  it("asks for each pick's logs, model, image, experts, confidence history and research texts", () => {
    const [plan] = planDetailPrefetch(picks(item(1)), new Map(), NOW);
    expect(plan!.pickId).toBe('1');
    expect(plan!.gets.map((r) => r.key)).toEqual([
      '/api/player_image?league=NBA&player_id=41',
      `/api/nba_game_logs?player_id=41&limit=${GAME_LOG_LIMIT}`,
      '/api/player_distributions/1',
      expect.stringMatching(/^\/api\/handicappers\/\d+$/),
      '/api/picks/1/confidence-history',
      '/api/picks/1/market',
    ]);
    expect(plan!.chart.key).toBe('/api/player_chart/1');
    const research = plan!.research(null);
    expect(research.map((r) => r.path)).toEqual(['/ai/justify-pick', '/ai/player-readiness']);
    // the readiness text names the other team of the pick's own game
    expect(research[1]!.body).toMatchObject({ playerId: 41, opponent: 'Austin Owls' });
    expect(research[1]!.key).toBe(researchKey(READINESS_PATH, research[1]!.body));
  });

  it('asks for a key shared by two picks once (one expert, one player)', () => {
    const plans = planDetailPrefetch(
      picks(item(1), item(2, { playerId: 41, id: 'pick_2', sourceId: '2' })),
      new Map(),
      NOW,
    );
    const all = plans.flatMap(keysOf);
    expect(new Set(all).size).toBe(all.length);
    // the second pick still gets its own model, and its own justification (its pick id)
    expect(plans[1]!.gets.map((r) => r.key)).toEqual([
      '/api/player_distributions/2',
      '/api/picks/2/confidence-history',
      '/api/picks/2/market',
    ]);
    expect(plans[1]!.research(null).map((r) => r.path)).toEqual(['/ai/justify-pick']);
  });

  it('skips what is stored and fresh, asks again for what is stale, leaves out a done pick', () => {
    const [first] = planDetailPrefetch(picks(item(1)), new Map(), NOW);
    const fresh = new Map(keysOf(first!).map((k) => [k, NOW - 60_000]));
    expect(planDetailPrefetch(picks(item(1)), fresh, NOW)).toEqual([]);

    const stale = new Map(fresh);
    stale.set(
      `/api/nba_game_logs?player_id=41&limit=${GAME_LOG_LIMIT}`,
      NOW - PREFETCH_FRESH_MS - 1,
    );
    const [again] = planDetailPrefetch(picks(item(1)), stale, NOW);
    expect(keysOf(again!)).toEqual([`/api/nba_game_logs?player_id=41&limit=${GAME_LOG_LIMIT}`]);
  });

  it('asks for no logs in a league without them, and waits for the image for an unknown team', () => {
    const [plan] = planDetailPrefetch(
      picks(item(3, { league: 'MMA', team: null })),
      new Map(),
      NOW,
    );
    expect(plan!.gets.some((r) => r.key.includes('game_logs'))).toBe(false);
    expect(plan!.teamFrom).toBe('/player_image?league=MMA&player_id=43');
    // the opponent comes from the team the image's answer names
    const readiness = plan!.research('Austin Owls').find((r) => r.path === READINESS_PATH);
    expect(readiness!.body.opponent).toBe('Mesa Bison');
  });

  it('plans nothing for an empty list', () => {
    expect(planDetailPrefetch([], new Map(), NOW)).toEqual([]);
  });
});
