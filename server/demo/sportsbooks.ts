// The sportsbooks the demo quotes prices from, with their margins and how far they stray.
import type { OddsSource } from '../../src/domain/admin/admin-pick-options';

/**
 * The books the demo quotes (a subset of the Manual Pick Form's 36 odds sources), each with its
 * usual margin on a two-way prop and how far its prices stray from the market's consensus.
 */
export const SPORTSBOOKS: readonly { name: OddsSource; margin: number; shade: number }[] = [
  { name: 'DraftKings', margin: 0.045, shade: 0.012 },
  { name: 'FanDuel', margin: 0.042, shade: 0.012 },
  { name: 'BetMGM', margin: 0.05, shade: 0.015 },
  { name: 'Caesars Sportsbook', margin: 0.048, shade: 0.015 },
  { name: 'BetRivers', margin: 0.055, shade: 0.018 },
  { name: 'ESPN BET', margin: 0.047, shade: 0.015 },
  { name: 'Fanatics Sportsbook', margin: 0.05, shade: 0.016 },
  { name: 'Hard Rock Bet', margin: 0.052, shade: 0.018 },
  { name: 'bet365', margin: 0.044, shade: 0.012 },
  { name: 'Pinnacle', margin: 0.025, shade: 0.006 },
  { name: 'Circa Sports', margin: 0.032, shade: 0.008 },
];
