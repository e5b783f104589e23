// The research provider interface: the pick detail's readiness and justification texts.
import type { JustificationFacts, ReadinessFacts } from '../../services/research';

export interface ResearchText {
  content: string;
  /** Who wrote it: 'data', or 'llm' when the model answered (a fallback reports 'data'). */
  provider: string;
}

export interface ResearchProvider {
  readonly name: string;
  playerReadiness(facts: ReadinessFacts): Promise<ResearchText>;
  justifyPick(facts: JustificationFacts): Promise<ResearchText>;
}
