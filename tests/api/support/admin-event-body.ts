// A valid POST /api/add_event body (the admin pick form's shape) for API tests: Cade Lawson Over
// 25.5 Points, Celtics at Lakers, by the experts named; fields can be overridden.
export function adminEventBody(
  experts: readonly string[] = ['Sharp Sally'],
  overrides: Record<string, unknown> = {},
) {
  return {
    name: 'Cade Lawson',
    league: ['NBA'],
    odds: -110,
    odds_format: 'american',
    odds_source: 'DraftKings',
    source_name: 'Manual',
    pick_origin: experts.map((name) => ({
      name,
      confidence: 64,
      team: 'Lakers',
      prediction_time: '',
    })),
    reusable: true,
    capital_limit: 0,
    mutual_exclusion: -1,
    pick_type: 'Prop',
    player_team: 'Lakers',
    stat_type: 'Points',
    prediction: 1,
    player_name: 'Cade Lawson',
    stat_threshold: 25.5,
    eventDate: '2026-11-22',
    team_a: 'Celtics',
    team_b: 'Lakers',
    ...overrides,
  };
}
