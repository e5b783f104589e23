// A My Picks item as a pick card can show it, for items whose pick is not on today's list.
import type { SelectedPick } from '../../domain/my-picks';
import type { Pick } from '../../domain/server-pick';
import { additionalExpertCount } from '../../domain/expert-avatars';

export function pickFromSelected(item: SelectedPick): Pick {
  return {
    id: item.sourceId,
    playerName: item.playerName,
    playerNumber: item.playerNumber,
    betType: item.betType,
    gameInfo: item.gameInfo,
    confidence: item.confidence,
    league: item.league,
    odds: null,
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
      threshold: null,
      side: null,
      predictionTime: null,
    },
    confidence_values: [],
  };
}
