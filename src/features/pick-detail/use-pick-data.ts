// Everything the detail dialog reads about one pick: the player's image and team, the game logs,
// the model's distribution (or the chart image fallback), and the backing experts' records. The
// player is asked for by the pick's player id (by name only for a pick without one).
// All are GETs, so the service worker's store answers them offline once they were seen online.
import type { HandicapperReply } from '../../api/picks-contract';
import { useEffect, useState } from 'react';
import type { Static } from 'typebox';
import { apiGet, isFailure } from '../../api/client';
import type {
  ChartReply,
  DistributionReply as DistributionReplySchema,
  GameLogReply as GameLogReplySchema,
} from '../../api/picks-contract';
import type { PlayerImageReply as PlayerImageReplySchema } from '../../api/research-contract';
import type { Pick } from '../../domain/picks/server-pick';
import type { ExpertRecordLine } from '../../domain/research/research-cards';
import { useApiGet, type ApiGetState } from '../../state/hooks/use-api-get';
import { MAX_EXPERT_RECORDS, detailGetPaths, detailTeam, expertPaths } from './detail-requests';

/** The replies the detail reads: the contracts' own types (src/api), never restated here. */
export type GameLogReply = Static<typeof GameLogReplySchema>;
export type DistributionReply = Static<typeof DistributionReplySchema>;
export type ChartImageReply = Static<typeof ChartReply>;
type PlayerImageReply = Static<typeof PlayerImageReplySchema>;

function useExpertRecords(names: readonly string[]): ExpertRecordLine[] | null {
  const [settled, setSettled] = useState<{ key: string; records: ExpertRecordLine[] } | null>(null);
  const key = names.slice(0, MAX_EXPERT_RECORDS).join('\n');
  useEffect(() => {
    let live = true;
    const shown = key === '' ? [] : key.split('\n');
    const paths = expertPaths(shown);
    void Promise.all(
      shown.map(async (name, i) => {
        const reply = await apiGet<Static<typeof HandicapperReply>>(paths[i]!);
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
  const paths = detailGetPaths(pick);
  const image = useApiGet<PlayerImageReply>(paths.image);
  const logs = useApiGet<GameLogReply>(paths.logs);
  const distribution = useApiGet<DistributionReply>(paths.distribution);
  const needImage = distribution.status === 'error' || distribution.status === 'offline';
  const chartImage = useApiGet<ChartImageReply>(needImage ? paths.chart : null);
  const expertRecords = useExpertRecords(pick.handicapperNames);

  const imageData = image.status === 'ok' ? image.data : null;
  return {
    image: pick.playerImageBase64 ?? imageData?.data_url ?? null,
    // the pick's own team; the image's only when it was found by the pick's player id
    team: detailTeam(pick, imageData?.team ?? null),
    teamSettled:
      pick.meta.team != null || (pick.meta.playerId ?? null) === null || image.status !== 'loading',
    logs: paths.logs === null ? null : logs,
    distribution,
    chartImage,
    expertRecords,
  };
}
