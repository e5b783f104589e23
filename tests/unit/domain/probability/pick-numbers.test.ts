// One truth for a pick's numbers (issue 14, item 3): the chart's legend and market line, the
// research sentence and the detail tiles all read the pick's own API fields, in the tiles' format.
import { describe, expect, it } from 'vitest';
import {
  edgeOf,
  edgeText,
  percentText,
  pickModelProbability,
  probabilityQuote,
  sideProbability,
} from '../../../../src/domain/probability/pick-probabilities';
import {
  breakEvenLines,
  probabilityChart,
} from '../../../../src/domain/research/probability-chart';
import { distributionFromMoments } from '../../../../src/domain/probability/stat-distribution';
import { asProbability } from '../../../../src/domain/probability/scales';

describe('pickModelProbability', () => {
  it("prefers the pick's model_probability over the distribution's refit", () => {
    // the case: the refit said 74.4 %, the API 0.714
    expect(pickModelProbability({ modelProbability: 0.714 }, 0.744, 1)).toBe(0.714);
    expect(pickModelProbability({ modelProbability: 0.714 }, 0.256, 0)).toBe(0.714);
  });
  it("falls back to the distribution, turned to the pick's side", () => {
    expect(pickModelProbability({ modelProbability: null }, 0.3, 0)).toBeCloseTo(0.7, 9);
    expect(pickModelProbability({}, 0.3, 1)).toBe(0.3);
    expect(pickModelProbability({}, 0.3, null)).toBe(0.3);
    expect(pickModelProbability({ modelProbability: Number.NaN }, null, 1)).toBeNull();
    expect(pickModelProbability({ modelProbability: 1.7 }, undefined, 1)).toBeNull();
  });
  it('sideProbability complements for Under only', () => {
    expect(sideProbability(asProbability(0.25), 0)).toBe(0.75);
    expect(sideProbability(asProbability(0.25), 1)).toBe(0.25);
  });
});

describe('the chart quotes the API numbers', () => {
  const fit = distributionFromMoments('count', 24, 30);
  const curve = (ys: number[]) => ({ x: fit.xs, y: ys });

  it('legend = model_probability, market line = vig-free market_probability', () => {
    const chart = probabilityChart({
      pdf: curve(fit.pdf),
      cdf: curve(fit.cdf),
      threshold: 22.5,
      side: 1,
      probabilityOver: 0.744,
      modelProbability: 0.714,
      marketProbability: 0.5238,
      odds: '-125', // 55.6 % with the vig
    })!;
    expect(chart.modelProbability).toBe(0.714);
    const market = chart.breakEvens.find((l) => l.key === 'market')!;
    expect(market.probability).toBe(0.5238);
    expect(market.label).toBe(`Market (vig-free) ${percentText(asProbability(0.5238))}`);
    expect(market.probability).not.toBeCloseTo(125 / 225, 3);
  });

  it('falls back to the priced line, labelled with the vig, only without a vig-free figure', () => {
    const [market] = breakEvenLines('-125', undefined, null);
    expect(market).toMatchObject({ key: 'market', label: 'Market price (with vig) 55.6%' });
    expect(breakEvenLines(null, undefined, null).some((l) => l.key === 'market')).toBe(false);
    expect(breakEvenLines(null, undefined, 0.48)[0]).toMatchObject({
      key: 'market',
      probability: 0.48,
    });
  });
});

describe('probabilityQuote', () => {
  it("writes every number as the tiles do, with the tiles' edge", () => {
    const numbers = {
      model: asProbability(0.714),
      calibrated: asProbability(0.6612),
      market: asProbability(0.5238),
    };
    const text = probabilityQuote(numbers, 'Over 22.5 PRA');
    expect(text).toContain(percentText(numbers.model));
    expect(text).toContain(percentText(numbers.calibrated));
    expect(text).toContain(percentText(numbers.market));
    expect(text).toContain(edgeText(edgeOf(numbers.calibrated, numbers.market)!));
    expect(text).toBe(
      'Our model gives Over 22.5 PRA a 71% chance; picks at this confidence have won 66%; the vig-free market implies 52%: an edge of +13.7 pts.',
    );
  });
  it('says what is missing instead of inventing it', () => {
    expect(probabilityQuote({ model: null, calibrated: null, market: null }, '')).toBe(
      'The model has no probability for this pick yet; no market price is recorded to compare.',
    );
  });
});
