// The same-game correlation model: relations, signs, what stays unknown, and the warning text.
import { describe, expect, it } from 'vitest';
import {
  CORRELATION_BY_RELATION,
  correlationWarning,
  legProfile,
  modelledCorrelation,
} from '../../../../src/domain/parlay/parlay-correlation';

const leg = (player: string, team: string, stat: string, side: 0 | 1 | null) =>
  legProfile({ player, team, stat, side });

describe('modelledCorrelation', () => {
  it('links one player’s different stats, positively on the same side, negatively across', () => {
    const points = leg('Ann Lee', 'Hawks', 'Points', 1);
    expect(modelledCorrelation(points, leg('ann lee ', 'hawks', 'Rebounds', 1))).toBe(
      CORRELATION_BY_RELATION.samePlayer,
    );
    expect(modelledCorrelation(points, leg('Ann Lee', 'Hawks', 'Rebounds', 0))).toBe(
      -CORRELATION_BY_RELATION.samePlayer,
    );
  });

  it('refuses two lines of one player’s same stat', () => {
    expect(
      modelledCorrelation(
        leg('Ann Lee', 'Hawks', 'Points', 1),
        leg('Ann Lee', 'Hawks', 'points', 1),
      ),
    ).toBeUndefined();
  });

  it('links teammates weakly and opponents through the game’s pace', () => {
    const a = leg('Ann Lee', 'Hawks', 'Points', 1);
    expect(modelledCorrelation(a, leg('Bo Diaz', 'Hawks', 'Points', 1))).toBe(0.1);
    expect(modelledCorrelation(a, leg('Cy Moe', 'Owls', 'Points', 1))).toBe(0.15);
    expect(modelledCorrelation(a, leg('Cy Moe', 'Owls', 'Points', 0))).toBe(-0.15);
  });

  it('says nothing without sides, players or (for two players) teams', () => {
    const a = leg('Ann Lee', 'Hawks', 'Points', 1);
    expect(modelledCorrelation(a, undefined)).toBeUndefined();
    expect(modelledCorrelation(a, leg('Bo Diaz', 'Hawks', 'Points', null))).toBeUndefined();
    expect(modelledCorrelation(a, leg('', 'Hawks', 'Points', 1))).toBeUndefined();
    expect(modelledCorrelation(a, leg('Bo Diaz', '', 'Points', 1))).toBeUndefined();
  });
});

describe('correlationWarning', () => {
  it('names both legs, the signed correlation and its effect', () => {
    expect(correlationWarning('A - Points', 'B - Points', 0.15)).toBe(
      'Same game: A - Points and B - Points are correlated (ρ +0.15), more likely to hit together.',
    );
    expect(correlationWarning('A', 'B', -0.3)).toContain('ρ −0.30), less likely');
  });
});
