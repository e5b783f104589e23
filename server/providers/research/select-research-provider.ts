// Chooses the research provider from RESEARCH_PROVIDER: 'data' (default) or 'llm'.
import { dataResearchProvider } from './data-research';
import { llmResearchProvider, llmSettingsFromEnv } from './llm-research';
import type { ResearchProvider } from './research-provider';

export function researchProviderFromEnv(env: NodeJS.ProcessEnv): ResearchProvider {
  const choice = (env.RESEARCH_PROVIDER ?? 'data').trim().toLowerCase();
  if (choice === 'data') return dataResearchProvider;
  if (choice === 'llm') return llmResearchProvider(llmSettingsFromEnv(env), dataResearchProvider);
  throw new Error(`RESEARCH_PROVIDER must be "data" or "llm", got "${env.RESEARCH_PROVIDER}"`);
}
