// The Probability chart's data: curves read in either shape, the side's chance, the break-evens.
import { describe, expect, it } from 'vitest';
import {
  breakEvenLines,
  probabilityChart,
  readCurve,
} from '../../../../src/domain/research/probability-chart';
import {
  distributionFromMoments,
  probabilityOver,
} from '../../../../src/domain/probability/stat-distribution';

describe('readCurve', () => {
  it('reads x/y arrays and maps, sorted, dropping non-numbers', () => {
    expect(readCurve({ x: [2, 0, 1], y: [0.2, 0.5, 0.3] })).toEqual({
      x: [0, 1, 2],
      y: [0.5, 0.3, 0.2],
    });
    expect(readCurve({ '1': 0.3, '0': 0.7, bad: 1 })).toEqual({ x: [0, 1], y: [0.7, 0.3] });
    expect(readCurve(null)).toBeNull();
    expect(readCurve({ x: [], y: [] })).toBeNull();
  });
});

describe('probabilityChart', () => {
  const fit = distributionFromMoments('count', 1.2, 1.2);
  const curve = (ys: number[]) => ({ x: fit.xs, y: ys });

  it("reads the Over side's chance from the cdf and agrees with the model at the line", () => {
    const chart = probabilityChart({
      pdf: curve(fit.pdf),
      cdf: curve(fit.cdf),
      threshold: 1.5,
      side: 1,
      odds: '-120',
    })!;
    // the far tail is trimmed: a prefix of the support, still covering the line
    expect(chart.xs).toEqual(fit.xs.slice(0, chart.xs.length));
    expect(chart.xs.length).toBeLessThan(fit.xs.length);
    expect(chart.xs[chart.xs.length - 1]).toBeGreaterThan(1.5);
    expect(chart.sideLabel).toBe('P(Over line)');
    expect(chart.modelProbability).toBeCloseTo(probabilityOver(fit, 1.5), 6);
    // P(Over x) falls as the line rises
    for (let i = 1; i < chart.sideCurve.length; i += 1) {
      expect(chart.sideCurve[i]!).toBeLessThanOrEqual(chart.sideCurve[i - 1]! + 1e-12);
    }
    expect(chart.breakEvens.map((l) => l.key)).toEqual(['market', 'standard', 'flex']);
    expect(chart.breakEvens[0]!.probability).toBeCloseTo(120 / 220, 6);
    expect(chart.marketPdf).toBeNull();
  });

  it('uses the server probability and flips it for Under', () => {
    const chart = probabilityChart({
      pdf: curve(fit.pdf),
      cdf: curve(fit.cdf),
      threshold: 1.5,
      side: 0,
      probabilityOver: 0.37,
      odds: null,
      oddsPdf: curve(fit.pdf.map((v) => v / 2)),
    })!;
    expect(chart.sideLabel).toBe('P(Under line)');
    expect(chart.modelProbability).toBeCloseTo(0.63, 6);
    expect(chart.sideCurve[1]).toBeCloseTo(fit.cdf[1]!, 6);
    expect(chart.breakEvens.map((l) => l.key)).toEqual(['standard', 'flex']);
    expect(chart.marketPdf?.[0]).toBeCloseTo(fit.pdf[0]! / 2, 9);
  });

  it('has no model probability without a line, and no chart without curves', () => {
    const chart = probabilityChart({
      pdf: curve(fit.pdf),
      cdf: curve(fit.cdf),
      threshold: null,
      side: null,
      odds: '1.9',
    })!;
    expect(chart.modelProbability).toBeNull();
    expect(
      probabilityChart({ pdf: null, cdf: curve(fit.cdf), threshold: 1, side: 1, odds: null }),
    ).toBeNull();
  });

  it('labels the break-evens with their leg counts', () => {
    const labels = breakEvenLines('+100').map((l) => l.label);
    expect(labels[0]).toBe('Market price (with vig) 50.0%');
    expect(labels[1]).toMatch(/^Standard 6-leg 54\.\d%$/);
    expect(labels[2]).toMatch(/^Flex \d-leg 5\d\.\d%$/);
  });
});

describe('visibleEnd', () => {
  it('drops the far tail but keeps the line in view', async () => {
    const { visibleEnd } = await import('../../../../src/domain/research/probability-chart');
    const xs = [0, 1, 2, 3, 4, 5, 6, 7];
    const pdf = [0.3, 0.4, 0.2, 0.09, 0.009, 0.0009, 0.00001, 0];
    expect(visibleEnd(xs, [pdf], 1.5)).toBe(6); // through x = 4 (≥ 0.5 % of the peak), plus one
    expect(visibleEnd(xs, [pdf], 6.5)).toBe(8); // the line at 6.5 stays in view
    expect(visibleEnd(xs, [pdf, [0, 0, 0, 0, 0, 0, 0.2, 0.1]], null)).toBe(8);
    expect(visibleEnd(xs, [[0, 0, 0, 0, 0, 0, 0, 0]], null)).toBe(2);
  });
});
