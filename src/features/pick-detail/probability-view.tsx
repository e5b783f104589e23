// 'Probability': the model's distribution of the stat (pdf), the chance of the pick's side at
// every line (from the cdf), the pick's line, and the break-evens: the market's price, Standard
// and Flex. The server's chart image stands in when there is no distribution. The legend's model
// probability and the market line are the pick's own numbers, written as the tiles write them.
import { useMemo } from 'react';
import { percentText } from '../../domain/probability/pick-probabilities';
import { CHART_TEXTS } from '../../domain/research/recent-form-chart';
import { probabilityChart } from '../../domain/research/probability-chart';
import type { Pick } from '../../domain/picks/server-pick';
import { CHART_COLORS } from './chart-colors';
import { LINE_COLOR, plotOf } from './probability-plot';
import type { PickData } from './use-pick-data';
import { ChartFigure } from './uplot-chart';
import styles from './charts.module.css';

function Unavailable({ offline }: { offline: boolean }) {
  return (
    <div className={styles.unavailableBox} data-testid="distribution-unavailable">
      <p className={styles.unavailableTitle}>{CHART_TEXTS.distributionTitle}</p>
      <p className={styles.unavailable}>
        {offline
          ? 'The probability chart needs a connection: this pick has not been opened online yet.'
          : CHART_TEXTS.distributionBody}
      </p>
    </div>
  );
}

export function ProbabilityView({
  pick,
  data,
  height,
}: {
  pick: Pick;
  data: PickData;
  height: number;
}) {
  const { distribution, chartImage } = data;
  const reply = distribution.status === 'ok' ? distribution.data : null;
  const chart = useMemo(
    () =>
      reply &&
      probabilityChart({
        pdf: reply.pdf,
        cdf: reply.cdf,
        oddsPdf: reply.odds_pdf,
        threshold: reply.threshold ?? pick.meta.threshold,
        side: pick.meta.side,
        probabilityOver: reply.probability_over,
        modelProbability: pick.meta.modelProbability ?? null,
        marketProbability: pick.meta.marketProbability ?? null,
        odds: pick.odds,
      }),
    [reply, pick],
  );
  const plot = useMemo(() => (chart ? plotOf(chart) : null), [chart]);

  if (distribution.status === 'loading' || distribution.status === 'idle') {
    return <p className={styles.note}>Loading…</p>;
  }
  if (!chart || !plot) {
    if (chartImage.status === 'loading') return <p className={styles.note}>Loading…</p>;
    if (chartImage.status === 'ok' && chartImage.data.chart_data) {
      const mime = chartImage.data.mime_type ?? 'image/png';
      return (
        <img
          className={styles.chartImage}
          src={`data:${mime};base64,${chartImage.data.chart_data}`}
          alt={`Chart of ${pick.playerName}'s ${pick.statType}`}
          data-testid="distribution-image"
        />
      );
    }
    return (
      <Unavailable offline={distribution.status === 'offline' && chartImage.status === 'offline'} />
    );
  }
  const side = pick.betType || chart.sideLabel;
  return (
    <ChartFigure
      plot={plot}
      height={height}
      label={`Model distribution of ${pick.statType}${chart.modelProbability === null ? '' : `; ${side} ${percentText(chart.modelProbability)}`}; break-evens ${chart.breakEvens.map((l) => l.label).join(', ')}`}
      testId="distribution-chart"
      legend={
        <>
          {chart.modelProbability !== null && (
            <span className={styles.key} data-testid="distribution-model">
              <i className={styles.dot} style={{ background: CHART_COLORS.side }} /> Model {side}:{' '}
              <b data-testid="distribution-model-value">{percentText(chart.modelProbability)}</b>
            </span>
          )}
          <span className={styles.key}>
            <i style={{ background: CHART_COLORS.stat }} /> Model pdf
          </span>
          {chart.marketPdf && (
            <span className={styles.key}>
              <i className={styles.dashed} style={{ borderColor: CHART_COLORS.marketPdf }} />{' '}
              Market-implied pdf
            </span>
          )}
          {chart.breakEvens.map((line) => (
            <span
              key={line.key}
              className={styles.key}
              data-testid={`break-even-${line.key}`}
              data-probability={line.probability}
            >
              <i className={styles.dashed} style={{ borderColor: LINE_COLOR[line.key] }} />{' '}
              {line.label}
            </span>
          ))}
        </>
      }
    />
  );
}
