// Everything the detail dialog reads about one pick: the player's image and team, the game logs,
// the model's distribution (or the chart image fallback), and the backing experts' records. The
// player is asked for by the pick's player id (by name only for a pick without one).
// All are GETs, so the service worker's store answers them offline once they were seen online.
import { useEffect, useState } from 'react';
import { apiGet, isFailure } from '../../api/client';
import { GAME_LOG_LIMIT, gameLogPath, type GameLogRow } from '../../domain/game-logs';
import { handicapperIdFromName } from '../../domain/handicappers';
import type { Pick } from '../../domain/server-pick';
import type { ExpertRecordLine } from '../../domain/research-cards';
import { playerQuery } from '../../domain/pick-matchup';
import { useApiGet, type ApiGetState } from '../../state/use-api-get';

export interface GameLogReply {
  success: true;
  player_type: string;
  columns: { key: string; label: string }[];
  rows: GameLogRow[];
}

export interface DistributionReply {
  success: true;
  family: string;
  threshold: number | null;
  games: number;
  probability_over: number;
  pdf: { x: number[]; y: number[] } | Record<string, number>;
  cdf: { x: number[]; y: number[] } | Record<string, number>;
  odds_pdf: { x: number[]; y: number[] } | null;
  odds_cdf: { x: number[]; y: number[] } | null;
}

export interface ChartImageReply {
  success: true;
  mime_type?: string;
  chart_data: string;
}

interface PlayerImageReply {
  success: true;
  data_url?: string;
  image_base64?: string;
  url?: string;
  team?: string;
}

const MAX_EXPERT_RECORDS = 4;

function useExpertRecords(names: readonly string[]): ExpertRecordLine[] | null {
  const [settled, setSettled] = useState<{ key: string; records: ExpertRecordLine[] } | null>(null);
  const key = names.slice(0, MAX_EXPERT_RECORDS).join('\n');
  useEffect(() => {
    let live = true;
    const shown = key === '' ? [] : key.split('\n');
    void Promise.all(
      shown.map(async (name) => {
        const reply = await apiGet<{
          success: true;
          handicapper: { name: string; record: { wins: number; losses: number } };
        }>(`/handicappers/${handicapperIdFromName(name)}`);
        if (isFailure(reply)) return null;
        const { wins, losses } = reply.handicapper.record;
        return { name, wins, losses };
      }),
    ).then((list) => {
      if (live) setSettled({ key, records: list.filter((r): r is ExpertRecordLine => r !== null) });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return settled?.key === key ? settled.records : null;
}

export interface PickData {
  image: string | null;
  team: string | null;
  /** The image call has settled, so `team` is as known as it will be. */
  teamSettled: boolean;
  /** null when the league has no game-log endpoint. */
  logs: ApiGetState<GameLogReply> | null;
  distribution: ApiGetState<DistributionReply>;
  chartImage: ApiGetState<ChartImageReply>;
  expertRecords: ExpertRecordLine[] | null;
}

export function usePickData(pick: Pick): PickData {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const playerId = pick.meta.playerId ?? null;
  const named = pick.playerName !== '' || playerId !== null;
  // the image is asked for by id too: by 'K. Castillo' another player's team could come back
  const imagePath =
    pick.playerImageBase64 || !named || pick.league === ''
      ? null
      : `/player_image?${query({ league: pick.league, ...playerQuery(pick, 'initial') })}`;
  const image = useApiGet<PlayerImageReply>(imagePath);
  const logEndpoint = gameLogPath(pick.league);
  const logsPath =
    logEndpoint === null || !named
      ? null
      : `${logEndpoint.replace(/^\/api/, '')}?${query({ ...playerQuery(pick, 'full'), limit: String(GAME_LOG_LIMIT) })}`;
  const logs = useApiGet<GameLogReply>(logsPath);
  const key = encodeURIComponent(pick.meta.eventId ?? pick.id);
  const distribution = useApiGet<DistributionReply>(`/player_distributions/${key}`);
  const needImage = distribution.status === 'error' || distribution.status === 'offline';
  const chartImage = useApiGet<ChartImageReply>(needImage ? `/player_chart/${key}` : null);
  const expertRecords = useExpertRecords(pick.handicapperNames);

  const imageData = image.status === 'ok' ? image.data : null;
  return {
    image:
      pick.playerImageBase64 ??
      imageData?.data_url ??
      (imageData?.image_base64 ? `data:image/png;base64,${imageData.image_base64}` : null) ??
      imageData?.url ??
      null,
    // the pick's own team; the image's only when it was found by the pick's player id
    team: pick.meta.team ?? (playerId !== null ? (imageData?.team ?? null) : null),
    teamSettled: pick.meta.team != null || playerId === null || image.status !== 'loading',
    logs: logsPath === null ? null : logs,
    distribution,
    chartImage,
    expertRecords,
  };
}
