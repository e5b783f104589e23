// A My Picks item as the detail dialog's pick (the dialog shows what the list knows of it).
import { additionalExpertCount } from '../../domain/expert-avatars';
import type { SelectedPick } from '../../domain/my-picks';
import type { Pick } from '../../domain/server-pick';
import { predictionSide } from '../../domain/prediction';

export function pickOfItem(item: SelectedPick): Pick {
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
      threshold: null,
      side: item.side ?? predictionSide(item.betType),
      predictionTime: null,
    },
    confidence_values: [],
  };
}
