// 'Recent Form': the stat in the player's last 10 games (by date) as bars, with the pick's line.
import { useMemo } from 'react';
import uPlot from 'uplot';
import { CHART_TEXTS, recentFormChart } from '../../domain/research/recent-form-chart';
import type { Pick } from '../../domain/picks/server-pick';
import type { ApiGetState } from '../../state/hooks/use-api-get';
import { CHART_COLORS, CHART_FONT } from './chart-colors';
import type { GameLogReply } from './use-pick-data';
import { ChartFigure } from './uplot-chart';
import styles from './charts.module.css';

const NO_ROWS: GameLogReply['rows'] = [];

interface RecentFormViewProps {
  pick: Pick;
  logs: ApiGetState<GameLogReply> | null;
  height: number;
}

export function RecentFormView({ pick, logs, height }: RecentFormViewProps) {
  const rows = logs?.status === 'ok' ? logs.data.rows : NO_ROWS;
  const waiting = logs !== null && (logs.status === 'loading' || logs.status === 'idle');
  const failed = logs !== null && (logs.status === 'offline' || logs.status === 'error');
  const playerType = logs?.status === 'ok' ? logs.data.player_type : null;
  const statKey = pick.meta.statKey ?? null;
  const chart = useMemo(
    () =>
      recentFormChart({ league: pick.league, betType: pick.betType, statKey, rows, playerType }),
    [pick.league, pick.betType, statKey, rows, playerType],
  );
  const line = pick.meta.threshold;

  const plot = useMemo(() => {
    if (!chart.ok) return null;
    const dates = chart.points.map((p) => p.date.slice(5).replace('-', '/'));
    const xs = chart.points.map((_, i) => i);
    const values = chart.points.map((p) => p.value);
    const top = Math.max(1, ...values, line ?? 0) * 1.2;
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.6, xs.length - 0.4] }, y: { range: [0, top] } },
      axes: [
        {
          stroke: CHART_COLORS.axis,
          font: CHART_FONT,
          grid: { show: false },
          ticks: { show: false },
          splits: () => xs,
          // On a phone every other date, so the labels do not run together.
          values: (u, splits) =>
            splits.map((i, k) => (u.width < 520 && k % 2 === 1 ? '' : (dates[i] ?? ''))),
        },
        {
          stroke: CHART_COLORS.axis,
          font: CHART_FONT,
          size: 36,
          grid: { stroke: CHART_COLORS.grid },
        },
      ],
      series: [
        {},
        {
          label: pick.statType || 'Stat',
          stroke: CHART_COLORS.stat,
          fill: CHART_COLORS.statFill,
          width: 1,
          paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
          points: { show: false },
        },
        {
          label: 'Line',
          stroke: CHART_COLORS.line,
          width: 2,
          dash: [6, 4],
          points: { show: false },
        },
      ],
    };
    const data: uPlot.AlignedData = [xs, values, xs.map(() => line)];
    return { options, data };
  }, [chart, line, pick.statType]);

  if (waiting) return <p className={styles.note}>Loading logs…</p>;
  if (!chart.ok || plot === null) {
    // A failed log call is not "no logs": say the chart is unavailable rather than blame the player.
    const message =
      chart.ok || (failed && chart.reason === 'no_data') ? CHART_TEXTS.unavailable : chart.message;
    return (
      <div className={styles.unavailableBox}>
        <p className={styles.unavailable} data-testid="recent-chart-message">
          {message}
        </p>
      </div>
    );
  }
  const summary = chart.points.map((p) => `${p.date}: ${p.value}`).join(', ');
  return (
    <ChartFigure
      plot={plot}
      height={height}
      label={`${pick.statType} in the last ${chart.points.length} games${line === null ? '' : `, line ${line}`}: ${summary}`}
      testId="recent-chart"
      legend={
        <>
          <span className={styles.key}>
            <i style={{ background: CHART_COLORS.stat }} /> {pick.statType || 'Stat'} per game
          </span>
          {line !== null && (
            <span className={styles.key}>
              <i className={styles.dashed} style={{ borderColor: CHART_COLORS.line }} /> Line {line}
            </span>
          )}
        </>
      }
    />
  );
}
