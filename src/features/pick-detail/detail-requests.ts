// The requests the pick detail makes for one pick, written once: the dialog asks for these and the
// My Picks prefetch asks for the same ones ahead of time, so the stored answers (the service
// worker's GETs, the research texts' POSTs) are found under the very keys the detail reads offline.
import { confidenceHistoryPath as historyPathOf } from '../../domain/confidence/confidence-timeline';
import { GAME_LOG_LIMIT, gameLogPath } from '../../domain/research/game-logs';
import { handicapperIdFromName } from '../../domain/handicappers/handicappers';
import { pickOpponent, playerQuery } from '../../domain/picks/pick-matchup';
import { idOf, type Pick } from '../../domain/picks/server-pick';

/** The detail shows at most this many experts' records. */
export const MAX_EXPERT_RECORDS = 4;

export const JUSTIFY_PATH = '/ai/justify-pick';
export const READINESS_PATH = '/ai/player-readiness';

/** The detail's GET paths (under /api); null where the pick has nothing to ask for. */
export interface DetailGetPaths {
  image: string | null;
  logs: string | null;
  distribution: string;
  /** Asked for only when the distribution fails (the chart image stands in for it). */
  chart: string;
  experts: string[];
  /** The pick's confidence history; null for an item with no server pick id. */
  history: string | null;
  /** The pick's prices at each book (line shopping); null for an item with no server pick id. */
  market: string | null;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

function named(pick: Pick): boolean {
  return pick.playerName !== '' || (pick.meta.playerId ?? null) !== null;
}

export function detailGetPaths(pick: Pick): DetailGetPaths {
  // the image is asked for by id too: by 'K. Castillo' another player's team could come back
  const image =
    pick.playerImageBase64 || !named(pick) || pick.league === ''
      ? null
      : `/player_image?${query({ league: pick.league, ...playerQuery(pick, 'initial') })}`;
  const logEndpoint = gameLogPath(pick.league);
  const logs =
    logEndpoint === null || !named(pick)
      ? null
      : `${logEndpoint.replace(/^\/api/, '')}?${query({ ...playerQuery(pick, 'full'), limit: String(GAME_LOG_LIMIT) })}`;
  const key = encodeURIComponent(pick.meta.eventId ?? pick.id);
  return {
    image,
    logs,
    distribution: `/player_distributions/${key}`,
    chart: `/player_chart/${key}`,
    experts: expertPaths(pick.handicapperNames),
    history: confidenceHistoryPath(pick),
    market: marketPath(pick),
  };
}

/** GET /api/picks/{id}/confidence-history for a server pick; null when the id is not one. */
export function confidenceHistoryPath(pick: Pick): string | null {
  const id = idOf(pick.id);
  return id === null ? null : historyPathOf(id);
}

/** GET /api/picks/{id}/market for a server pick; null when the id is not one. */
export function marketPath(pick: Pick): string | null {
  const id = idOf(pick.id);
  return id === null ? null : `/picks/${id}/market`;
}

export function expertPaths(names: readonly string[]): string[] {
  return names
    .slice(0, MAX_EXPERT_RECORDS)
    .map((name) => `/handicappers/${handicapperIdFromName(name)}`);
}

/** The player's team as the detail knows it: the pick's own, else the image's when found by id. */
export function detailTeam(pick: Pick, imageTeam: string | null): string | null {
  return pick.meta.team ?? ((pick.meta.playerId ?? null) !== null ? imageTeam : null);
}

/** The research texts' bodies; null: nothing to ask with (the card shows its fallback). */
export interface ResearchBodies {
  justification: Record<string, string | number> | null;
  readiness: Record<string, string | number> | null;
}

/** `team` is the player's team (see detailTeam); the opponent is the other team of the game. */
export function researchBodies(pick: Pick, team: string | null): ResearchBodies {
  const canAsk = pick.playerName !== '' && pick.league !== '';
  const playerId = pick.meta.playerId ?? null;
  const who: Record<string, number> = playerId === null ? {} : { playerId };
  // naming the pick makes the server quote its own numbers, the ones the tiles show
  const pickId = idOf(pick.id);
  const which: Record<string, number> = pickId === null ? {} : { pickId };
  const opponent = pickOpponent(pick, team);
  return {
    justification:
      canAsk && pick.betType !== ''
        ? {
            ...who,
            ...which,
            playerName: pick.playerName,
            betType: pick.betType,
            league: pick.league,
          }
        : null,
    readiness: canAsk
      ? { ...who, playerName: pick.playerName, league: pick.league, opponent: opponent ?? '' }
      : null,
  };
}

/** A key no GET can have ('post:' is not a path), one per call and body. */
export function researchKey(path: string, body: Record<string, string | number>): string {
  const params = new URLSearchParams(
    Object.entries(body)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, String(v)]),
  );
  return `post:/api${path}?${params.toString()}`;
}

/** How long a stored answer counts as fresh for the prefetch (the detail still revalidates). */
export const PREFETCH_FRESH_MS = 60 * 60 * 1000;

/** One request the prefetch makes; `key` is where its answer is stored. */
export type PrefetchRequest =
  | { kind: 'get'; path: string; key: string }
  | { kind: 'post'; path: string; body: Record<string, string | number>; key: string };

/** A research text's POST (stored under `key` by research-store.ts). */
export type ResearchRequest = Extract<PrefetchRequest, { kind: 'post' }>;

/** What the prefetch asks for one pick: GETs first, then the research texts (which need the team). */
export interface PickPrefetchPlan {
  pickId: string;
  gets: PrefetchRequest[];
  /** The image's path when the team has to come from its answer (the readiness text names the
   * opponent); the runner asks for it (the service worker answers from its store when it can). */
  teamFrom: string | null;
  /** The distribution's fallback: asked for only when the distribution fails. */
  chart: PrefetchRequest;
  /** The research texts still wanted, given the player's team from `teamFrom` (null otherwise). */
  research: (imageTeam: string | null) => ResearchRequest[];
}

/**
 * The prefetch plan for a list: per pick, the detail's requests whose stored answer is missing or
 * older than PREFETCH_FRESH_MS (`storedAt` maps a store key to when it was stored), each key once
 * across the whole list; a pick with nothing left to ask is left out.
 */
export function planDetailPrefetch(
  picks: readonly Pick[],
  storedAt: ReadonlyMap<string, number>,
  nowMs: number,
): PickPrefetchPlan[] {
  const seen = new Set<string>();
  const wanted = (key: string) => {
    if (seen.has(key)) return false;
    seen.add(key);
    const at = storedAt.get(key);
    return at === undefined || nowMs - at > PREFETCH_FRESH_MS;
  };
  const get = (path: string): PrefetchRequest => ({ kind: 'get', path, key: `/api${path}` });
  const plans: PickPrefetchPlan[] = [];
  for (const pick of picks) {
    const paths = detailGetPaths(pick);
    const gets = [
      paths.image,
      paths.logs,
      paths.distribution,
      ...paths.experts,
      paths.history,
      paths.market,
    ]
      .filter((p): p is string => p !== null)
      .map(get)
      .filter((r) => wanted(r.key));
    const posts = (imageTeam: string | null): ResearchRequest[] => {
      const bodies = researchBodies(pick, detailTeam(pick, imageTeam));
      const entries: [string, Record<string, string | number> | null][] = [
        [JUSTIFY_PATH, bodies.justification],
        [READINESS_PATH, bodies.readiness],
      ];
      return entries.flatMap(([path, body]) =>
        body === null ? [] : [{ kind: 'post' as const, path, body, key: researchKey(path, body) }],
      );
    };
    // without its own team the readiness key is known only once the image answered (kept whole);
    // otherwise the research texts are planned, and deduped, now
    const teamFrom =
      pick.meta.team == null && (pick.meta.playerId ?? null) !== null ? paths.image : null;
    const research = teamFrom === null ? posts(null).filter((r) => wanted(r.key)) : null;
    if (gets.length === 0 && research !== null && research.length === 0) continue;
    plans.push({
      pickId: pick.id,
      gets,
      teamFrom,
      chart: get(paths.chart),
      research:
        research !== null
          ? () => research
          : (team) =>
              posts(team).filter((r) => {
                const at = storedAt.get(r.key);
                return at === undefined || nowMs - at > PREFETCH_FRESH_MS;
              }),
    });
  }
  return plans;
}
