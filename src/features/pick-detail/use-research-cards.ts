// The seven research cards' contents: the two server-written texts (with their placeholders and
// fallbacks) and five built from the logs, the model, the price and the experts' records.
import { pickModelProbability } from '../../domain/probability/pick-probabilities';
import {
  JUSTIFICATION_PLACEHOLDER,
  READINESS_FALLBACK,
  READINESS_PLACEHOLDER,
  fallbackJustification,
} from '../../domain/research/research-texts';
import {
  expertRecordsText,
  hitRateText,
  matchupRestText,
  modelMarketText,
  trendText,
  type ResearchCardInput,
} from '../../domain/research/research-cards';
import type { Pick } from '../../domain/picks/server-pick';
import { pickOpponent } from '../../domain/picks/pick-matchup';
import { JUSTIFY_PATH, READINESS_PATH, researchBodies } from './detail-requests';
import type { PickData } from './use-pick-data';
import { useResearchText, type ResearchText } from './use-research-text';

export interface ResearchCard {
  title: string;
  text: string;
  pending: boolean;
  note: string | null;
}

const OFFLINE_NOTE = 'Written on this device: the full write-up needs a connection.';

function aiCard(title: string, research: ResearchText, placeholder: string): ResearchCard {
  return {
    title,
    text: research.text ?? placeholder,
    pending: research.text === null,
    note: research.offline ? OFFLINE_NOTE : null,
  };
}

export function useResearchCards(pick: Pick, data: PickData): ResearchCard[] {
  // the other team of the pick's own game (never a team found by the player's initial)
  const opponent = pickOpponent(pick, data.team);
  // the same bodies the My Picks prefetch stores ahead of time (detail-requests.ts)
  const bodies = researchBodies(pick, data.team);
  const justification = useResearchText(
    JUSTIFY_PATH,
    bodies.justification,
    fallbackJustification({ ...pick, expertCount: pick.expertCount }),
  );
  const readiness = useResearchText(
    READINESS_PATH,
    bodies.readiness === null ? null : data.teamSettled ? bodies.readiness : undefined,
    READINESS_FALLBACK,
  );

  const logs = data.logs;
  const logsWaiting = logs !== null && (logs.status === 'loading' || logs.status === 'idle');
  const input: ResearchCardInput = {
    rows: logs?.status === 'ok' ? logs.data.rows : logs === null ? [] : null,
    playerType: logs?.status === 'ok' ? logs.data.player_type : null,
    betType: pick.betType,
    statType: pick.statType,
    statKey: pick.meta.statKey ?? null,
    threshold: pick.meta.threshold,
    side: pick.meta.side,
    eventDate: pick.meta.eventDate?.slice(0, 10) ?? null,
    opponent,
  };
  const dist = data.distribution.status === 'ok' ? data.distribution.data : null;
  // the pick's own numbers (the tiles'); the distribution only stands in for a pick without a model
  const modelProbability = pickModelProbability(
    pick.meta,
    dist?.probability_over ?? null,
    pick.meta.side,
  );
  const fromLogs = (text: () => string) => (logsWaiting ? 'Loading logs…' : text());
  return [
    aiCard('Why this pick', justification, JUSTIFICATION_PLACEHOLDER),
    {
      title: 'Recent trend',
      text: fromLogs(() => trendText(input)),
      pending: logsWaiting,
      note: null,
    },
    aiCard('Physical readiness', readiness, READINESS_PLACEHOLDER),
    {
      title: 'Hit rate at this line',
      text: fromLogs(() => hitRateText(input)),
      pending: logsWaiting,
      note: null,
    },
    {
      title: 'Matchup and rest',
      text: fromLogs(() => matchupRestText(input)),
      pending: logsWaiting,
      note: null,
    },
    {
      title: 'Model vs market',
      text:
        modelProbability === null && data.distribution.status === 'loading'
          ? 'Loading the model…'
          : modelMarketText(
              {
                model: modelProbability,
                calibrated: pick.meta.calibratedProbability ?? null,
                market: pick.meta.marketProbability ?? null,
              },
              pick.betType,
            ),
      pending: modelProbability === null && data.distribution.status === 'loading',
      note: null,
    },
    {
      title: "Experts' records",
      text:
        data.expertRecords === null
          ? 'Loading records…'
          : expertRecordsText(data.expertRecords, pick.handicapperNames.length),
      pending: data.expertRecords === null,
      note: null,
    },
  ];
}
