import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accuracyLabel,
  ALGO_HANDICAPPER_ID,
  ALGO_HANDICAPPER_NAME,
  displayHandicapperName,
  formatAccuracy,
  formulaAccuracy,
  gradedAccuracy,
  handicapperAccuracy,
  handicapperIdFromName,
  handicapperRating,
  isAlgoHandicapper,
  isUnknownHandicapperName,
} from '../../../../src/domain/handicappers/handicappers';

describe('handicapper ids', () => {
  it('are stable, non-negative integers from the name', () => {
    expect(handicapperIdFromName('Sharp Sam')).toBe(handicapperIdFromName('Sharp Sam'));
    expect(handicapperIdFromName(' sharp sam ')).toBe(handicapperIdFromName('Sharp Sam'));
    expect(handicapperIdFromName('Sharp Sam')).not.toBe(handicapperIdFromName('Sharp Sue'));
    fc.assert(
      fc.property(fc.string(), (name) => {
        const id = handicapperIdFromName(name);
        expect(Number.isSafeInteger(id) && id >= 0).toBe(true);
      }),
    );
  });

  it('give the algorithmic source its fixed id, whatever the apostrophe', () => {
    expect(ALGO_HANDICAPPER_NAME).toBe("Cole's Algo Picks");
    expect(handicapperIdFromName('Cole’s Algo Picks')).toBe(ALGO_HANDICAPPER_ID);
    expect(isAlgoHandicapper('cole’s algo picks')).toBe(true);
    fc.assert(
      fc.property(fc.string(), (name) => {
        fc.pre(!isAlgoHandicapper(name));
        expect(handicapperIdFromName(name)).not.toBe(ALGO_HANDICAPPER_ID);
      }),
    );
  });
});

describe('accuracy and rating', () => {
  it('is the graded record, wins / decided, for every handicapper including the algo', () => {
    // 120 won of 197 decided: 60.9 %, shown 61 %; the algo's fixed 71 is not consulted
    const algo = handicapperAccuracy({
      name: "Cole's Algo Picks",
      record: { wins: 120, losses: 77 },
      pickCount: 40,
    });
    expect(algo).toEqual({ percent: 60.9, basis: 'graded', text: '61%', rating: 3, note: null });
    // a human with 24 slate picks: the record, not min(95, 70 + 2 x 24)
    const sam = handicapperAccuracy({
      name: 'Sam',
      record: { wins: 54, losses: 46 },
      pickCount: 24,
    });
    expect(sam.text).toBe('54%');
    expect(sam.basis).toBe('graded');
    const sharp = handicapperAccuracy({
      name: 'Sue',
      record: { wins: 41, losses: 9 },
      pickCount: 1,
    });
    expect(sharp.text).toBe('82%');
    expect(sharp.rating).toBe(4);
  });

  it('falls back to the spec formula only with no decided pick, and says so', () => {
    const none = { wins: 0, losses: 0 };
    expect(handicapperAccuracy({ name: 'Sam', record: none, pickCount: 3 })).toEqual({
      percent: 76,
      basis: 'formula',
      text: '76%',
      rating: 3,
      note: 'No graded picks yet',
    });
    expect(handicapperAccuracy({ name: 'Sam', record: none, pickCount: 13 }).text).toBe('95%');
    expect(handicapperAccuracy({ name: 'Sam', record: none, pickCount: 50 }).text).toBe('95%');
    expect(
      handicapperAccuracy({ name: "Cole's Algo Picks", record: none, pickCount: 9 }).text,
    ).toBe('71%');
    expect(formulaAccuracy('Sam', 0)).toBe(70);
    expect(formulaAccuracy('Sam', 12)).toBe(94);
  });

  it("is 'N/A' while the record is not known, never the formula dressed as a record", () => {
    for (const record of [null, undefined]) {
      expect(handicapperAccuracy({ name: 'Sam', record, pickCount: 24 })).toEqual({
        percent: null,
        basis: 'unknown',
        text: 'N/A',
        rating: 3,
        note: null,
      });
    }
  });

  it('rounds once, the same way on every screen: the API number, then the shown percent', () => {
    expect(gradedAccuracy({ wins: 2, losses: 1 })).toBe(66.7);
    expect(gradedAccuracy({ wins: 0, losses: 0 })).toBeNull();
    expect(gradedAccuracy(null)).toBeNull();
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (wins, losses) => {
        fc.pre(wins + losses > 0);
        const api = gradedAccuracy({ wins, losses })!;
        const shown = handicapperAccuracy({ name: 'X', record: { wins, losses }, pickCount: 0 });
        // what the card shows is the API's number rounded, and the stars read that same number
        expect(shown.text).toBe(formatAccuracy(api));
        expect(shown.rating).toBe(handicapperRating(Math.round(api)));
        expect(Math.abs(api - (100 * wins) / (wins + losses))).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('rates floor(accuracy / 20) clamped to 3-5', () => {
    expect(handicapperRating(40)).toBe(3);
    expect(handicapperRating(79.9)).toBe(3);
    expect(handicapperRating(80)).toBe(4);
    expect(handicapperRating(100)).toBe(5);
    expect(handicapperRating(150)).toBe(5);
    expect(handicapperRating(undefined)).toBe(3);
  });

  it('shows accuracy as a percent, or N/A', () => {
    expect(formatAccuracy(71)).toBe('71%');
    expect(formatAccuracy(undefined)).toBe('N/A');
    expect(formatAccuracy('64%')).toBe('64%');
    expect(formatAccuracy(' ')).toBe('N/A');
    expect(accuracyLabel(71)).toBe('71% Accuracy');
  });
});

describe('unknown handicappers', () => {
  it("recognises 'Handicapper {n}' and replaces it when the real name is known", () => {
    expect(isUnknownHandicapperName('Handicapper 12')).toBe(true);
    expect(isUnknownHandicapperName('Handicapper Joe')).toBe(false);
    expect(displayHandicapperName('Handicapper 12', 'Sharp Sam')).toBe('Sharp Sam');
    expect(displayHandicapperName('Handicapper 12', null)).toBe('Handicapper 12');
    expect(displayHandicapperName('Sharp Sue', 'Sharp Sam')).toBe('Sharp Sue');
  });
});
