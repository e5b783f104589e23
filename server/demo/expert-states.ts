// The experts who pick during a generated run: the human profiles plus Cole's Algo Picks, each with
// the running tally of their graded calls (their record as it stood before each day's picks).
import {
  emptyTally,
  expertRecordOf,
  type RecordTally,
} from '../../src/domain/handicappers/expert-record';
import {
  ALGO_HANDICAPPER_NAME,
  handicapperIdFromName,
} from '../../src/domain/handicappers/handicappers';
import type { ExpertRecord } from '../../src/domain/confidence/pick-confidence';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import type { Percent } from '../../src/domain/probability/scales';
import { HUMAN_EXPERTS, type ExpertProfile } from './experts';
import type { ExpertRow } from './world-rows';

export interface ExpertState {
  profile: ExpertProfile;
  id: number;
  tally: RecordTally;
}

/** One expert's call on a prop: the side and the confidence they state. */
export interface Opinion {
  state: ExpertState;
  stated: Percent;
  prediction: PredictionSide;
}

export interface PickingExperts {
  humans: ExpertState[];
  algo: ExpertState;
}

/** Everyone starts the run with no record; the algorithm covers every generated league. */
export function pickingExperts(leagues: readonly string[]): PickingExperts {
  const humans = HUMAN_EXPERTS.map((profile) => ({
    profile,
    id: handicapperIdFromName(profile.name),
    tally: emptyTally(),
  }));
  const algo: ExpertState = {
    profile: {
      name: ALGO_HANDICAPPER_NAME,
      skill: 0,
      overconfidence: 1,
      leagues: [...leagues],
      volume: 0,
    },
    id: handicapperIdFromName(ALGO_HANDICAPPER_NAME),
    tally: emptyTally(),
  };
  return { humans, algo };
}

/** The experts table: the algorithm first, then the humans. */
export function expertRows({ humans, algo }: PickingExperts): ExpertRow[] {
  return [
    {
      id: algo.id,
      name: algo.profile.name,
      kind: 'algorithm',
      leagues: JSON.stringify(algo.profile.leagues),
    },
    ...humans.map((e) => ({
      id: e.id,
      name: e.profile.name,
      kind: 'human',
      leagues: JSON.stringify(e.profile.leagues),
    })),
  ];
}

export function recordOf(state: ExpertState): ExpertRecord {
  return expertRecordOf(state.tally);
}
