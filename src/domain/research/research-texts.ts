// The pick detail's research carousel: its placeholders and the texts shown when generation fails.

export const RESEARCH_CARD_COUNT = 7;
export const JUSTIFICATION_PLACEHOLDER = 'Generating justification…';
export const READINESS_PLACEHOLDER = 'Evaluating physical readiness…';

export const READINESS_FALLBACK =
  'No reliable injury reports are available for this player right now. Monitor routine wear and tear and check the latest team news before the game.';

export interface JustificationInput {
  playerName: string;
  betType: string;
  league: string;
  confidence?: number | null;
  expertCount?: number | null;
}

/** Three sentences built locally from the pick when the justification call fails. */
export function fallbackJustification(pick: JustificationInput): string {
  const player = pick.playerName.trim() || 'This player';
  const bet = pick.betType.trim() || 'this line';
  const league = pick.league.trim().toUpperCase() || 'this league';
  const experts = pick.expertCount ?? 0;
  const backing =
    experts > 1
      ? `${experts} handicappers back this pick`
      : experts === 1
        ? 'One handicapper backs this pick'
        : 'Our handicappers back this pick';
  const confidence =
    typeof pick.confidence === 'number' && Number.isFinite(pick.confidence)
      ? ` with a ${Math.round(pick.confidence)}% confidence rating`
      : '';
  return [
    `${player} is projected to hit ${bet} in tonight's ${league} matchup.`,
    `${backing}${confidence}.`,
    'Check the recent game logs and the matchup before adding it to your parlay.',
  ].join(' ');
}
