// The uPlot options and data of the Probability chart: pdf bars (or area), the side's chance at
// every line, the break-even lines, the market-implied pdf, and the pick's line with its point.
import uPlot from 'uplot';
import type { ProbabilityChart } from '../../domain/research/probability-chart';
import { CHART_COLORS, CHART_FONT } from './chart-colors';
import { asProbability, formatProbability } from '../../domain/probability/scales';

export const LINE_COLOR = {
  market: CHART_COLORS.market,
  standard: CHART_COLORS.standard,
  flex: CHART_COLORS.flex,
};

export function plotOf(chart: ProbabilityChart) {
  const discrete = chart.xs.every((x) => Number.isInteger(x));
  const series: uPlot.Series[] = [
    {},
    {
      label: 'Model pdf',
      scale: 'pdf',
      stroke: CHART_COLORS.stat,
      fill: CHART_COLORS.statFill,
      width: discrete ? 1 : 2,
      paths: discrete ? uPlot.paths.bars?.({ size: [0.7, 40] }) : undefined,
      points: { show: false },
    },
    {
      label: chart.sideLabel,
      scale: 'p',
      stroke: CHART_COLORS.side,
      width: 2.5,
      points: { show: false },
    },
    ...chart.breakEvens.map((line) => ({
      label: line.label,
      scale: 'p',
      stroke: LINE_COLOR[line.key],
      width: 1.5,
      dash: [6, 4],
      points: { show: false },
    })),
  ];
  const data: (number | null)[][] = [
    chart.xs,
    chart.pdf,
    chart.sideCurve,
    ...chart.breakEvens.map((line) => chart.xs.map(() => line.probability)),
  ];
  if (chart.marketPdf) {
    series.push({
      label: 'Market pdf',
      scale: 'pdf',
      stroke: CHART_COLORS.marketPdf,
      width: 1,
      dash: [2, 3],
      points: { show: false },
    });
    data.push(chart.marketPdf);
  }
  const draw = (u: uPlot) => {
    if (chart.threshold === null) return;
    const ctx = u.ctx;
    const x = u.valToPos(chart.threshold, 'x', true);
    ctx.save();
    ctx.strokeStyle = CHART_COLORS.threshold;
    ctx.lineWidth = 1.5 * devicePixelRatio;
    ctx.setLineDash([4 * devicePixelRatio, 4 * devicePixelRatio]);
    ctx.beginPath();
    ctx.moveTo(x, u.bbox.top);
    ctx.lineTo(x, u.bbox.top + u.bbox.height);
    ctx.stroke();
    if (chart.modelProbability !== null) {
      const y = u.valToPos(chart.modelProbability, 'p', true);
      ctx.setLineDash([]);
      ctx.fillStyle = CHART_COLORS.side;
      ctx.beginPath();
      ctx.arc(x, y, 5 * devicePixelRatio, 0, 2 * Math.PI);
      ctx.fill();
    }
    ctx.restore();
  };
  const lo = chart.xs[0] ?? 0;
  const hi = chart.xs[chart.xs.length - 1] ?? 1;
  const pad = discrete ? 0.6 : 0;
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [lo - pad, hi + pad] },
      pdf: { range: (_u, _min, max) => [0, max * 1.15] },
      p: { range: [0, 1] },
    },
    axes: [
      { stroke: CHART_COLORS.axis, font: CHART_FONT, grid: { stroke: CHART_COLORS.grid } },
      {
        scale: 'pdf',
        stroke: CHART_COLORS.axis,
        font: CHART_FONT,
        size: 40,
        grid: { show: false },
        values: (_u, v) => v.map((n) => formatProbability(asProbability(n))),
      },
      {
        scale: 'p',
        side: 1,
        stroke: CHART_COLORS.axis,
        font: CHART_FONT,
        size: 48,
        grid: { stroke: CHART_COLORS.grid },
        values: (_u, v) => v.map((n) => formatProbability(asProbability(n))),
      },
    ],
    series,
    hooks: { draw: [draw] },
  };
  return { options, data: data as uPlot.AlignedData };
}
