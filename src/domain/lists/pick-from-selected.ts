// A My Picks item as the Pick the cards and the detail dialog show, for items whose pick is not
// (or no longer) on the cached slate.
import { additionalExpertCount } from '../picks/expert-avatars';
import type { SelectedPick } from './my-picks';
import { sideOfItem } from './legacy-bet-type';
import type { Pick } from '../picks/server-pick';

/** A My Picks item as a pick card or the detail dialog shows it (what the list knows of it). */
export function pickFromSelected(item: SelectedPick): Pick {
  return {
    id: item.sourceId,
    playerName: item.playerName,
    playerNumber: item.playerNumber,
    betType: item.betType,
    gameInfo: item.gameInfo,
    confidence: item.confidence,
    league: item.league,
    odds: item.odds ?? null,
    statType: item.statType,
    handicapperNames: [...item.handicapperNames],
    handicappers: item.handicapperNames.map((name) => ({ name, confidence: null })),
    playerImageBase64: item.playerImageBase64,
    expertCount: item.handicapperNames.length,
    additionalExperts: additionalExpertCount(item.handicapperNames.length),
    updatedAt: null,
    meta: {
      eventId: null,
      eventDate: item.eventDate,
      pickType: null,
      threshold: item.threshold ?? null,
      side: sideOfItem(item),
      predictionTime: null,
      playerId: item.playerId ?? null,
      team: item.team ?? null,
      statKey: item.statKey ?? null,
      calibratedProbability: item.calibratedProbability ?? null,
      modelProbability: item.modelProbability ?? null,
      marketProbability: item.marketProbability ?? null,
      sportsbook: item.sportsbook ?? null,
    },
    confidence_values: [],
  };
}
