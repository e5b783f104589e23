// An optional research provider: an OpenAI-compatible chat completions API rewrites the data
// provider's text from the same facts. Any failure (timeout, HTTP error, odd reply) gives the
// data provider's text, so the pick detail never shows an error or an invented claim for lack of one.
import type { JustificationFacts, ReadinessFacts } from '../../services/research';
import type { ResearchProvider, ResearchText } from './research-provider';

export interface LlmSettings {
  /** e.g. https://api.openai.com/v1/chat/completions */
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 8000;

export function llmSettingsFromEnv(env: NodeJS.ProcessEnv): LlmSettings {
  const url = env.LLM_API_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!url || !model) throw new Error('RESEARCH_PROVIDER=llm needs LLM_API_URL and LLM_MODEL');
  const timeoutMs = Number(env.LLM_TIMEOUT_MS ?? DEFAULT_LLM_TIMEOUT_MS);
  return {
    url,
    apiKey: env.LLM_API_KEY?.trim() || null,
    model,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_LLM_TIMEOUT_MS,
  };
}

const SYSTEM_PROMPT =
  'You write 2 to 4 plain sentences for a sports bettor. Use only the facts given in JSON; ' +
  'never add injuries, news, quotes or numbers that are not in the facts. No markdown.';

const MAX_CONTENT = 1200;

/** The reply's first message text, when it is a usable 1-1200 character string. */
export function completionText(body: unknown): string | null {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (typeof content !== 'string') return null;
  const text = content.trim();
  return text.length > 0 && text.length <= MAX_CONTENT ? text : null;
}

async function complete(settings: LlmSettings, task: string, facts: unknown): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
  const response = await fetch(settings.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.2,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: `${task}\nFacts: ${JSON.stringify(facts)}` },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM API answered ${response.status}`);
  const text = completionText(await response.json());
  if (text === null) throw new Error('LLM API reply had no usable message');
  return text;
}

export function llmResearchProvider(
  settings: LlmSettings,
  fallback: ResearchProvider,
): ResearchProvider {
  const attempt = async (
    task: string,
    facts: unknown,
    backup: () => Promise<ResearchText>,
  ): Promise<ResearchText> => {
    // The data text goes along so the model rewrites true sentences rather than composing its own.
    const draft = await backup();
    try {
      const content = await complete(settings, task, {
        ...(facts as object),
        draft: draft.content,
      });
      return { content, provider: 'llm' };
    } catch {
      return draft;
    }
  };
  return {
    name: 'llm',
    playerReadiness: (facts: ReadinessFacts) =>
      attempt(
        `Assess ${facts.player.name}'s readiness for the next game from workload, rest and matchup.`,
        facts,
        () => fallback.playerReadiness(facts),
      ),
    justifyPick: (facts: JustificationFacts) =>
      attempt(`Justify the pick "${facts.betType}" for ${facts.player.name}.`, facts, () =>
        fallback.justifyPick(facts),
      ),
  };
}
