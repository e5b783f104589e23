import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accuracyLabel,
  ALGO_HANDICAPPER_ID,
  ALGO_HANDICAPPER_NAME,
  displayHandicapperName,
  formatAccuracy,
  handicapperAccuracy,
  handicapperIdFromName,
  handicapperRating,
  isAlgoHandicapper,
  isUnknownHandicapperName,
} from '../../../src/domain/handicappers';

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
  it('is 71 for the algorithmic source', () => {
    expect(handicapperAccuracy("Cole's Algo Picks", 40, 88)).toBe(71);
    expect(handicapperRating(71)).toBe(3);
  });

  it('is the stored value, else min(95, 70 + 2 x picks)', () => {
    expect(handicapperAccuracy('Sam', 3, 64)).toBe(64);
    expect(handicapperAccuracy('Sam', 3)).toBe(76);
    expect(handicapperAccuracy('Sam', 12)).toBe(94);
    expect(handicapperAccuracy('Sam', 13)).toBe(95);
    expect(handicapperAccuracy('Sam', 50)).toBe(95);
    expect(handicapperAccuracy('Sam', 0, null)).toBe(70);
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
