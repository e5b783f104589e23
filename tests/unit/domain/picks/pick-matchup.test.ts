// A pick's player image name, its game's teams and the player's opponent.
import { describe, expect, it } from 'vitest';
import { imageQueryName, opponentOf, teamsOf } from '../../../../src/domain/picks/pick-matchup';

describe('imageQueryName', () => {
  it('is the first initial plus the last name', () => {
    expect(imageQueryName('Kofi Adeyemi')).toBe('K. Adeyemi');
    expect(imageQueryName('  Juan Carlos de la Cruz ')).toBe('J. Carlos de la Cruz');
    expect(imageQueryName('Ichiro')).toBe('Ichiro');
  });
});

describe('teamsOf and opponentOf', () => {
  it('reads "A vs B", "A @ B" and "A at B"', () => {
    expect(teamsOf('Bayside Mariners vs Capital Lynx')).toEqual([
      'Bayside Mariners',
      'Capital Lynx',
    ]);
    expect(teamsOf('Owls @ Foxes')).toEqual(['Owls', 'Foxes']);
    expect(teamsOf('Owls at Foxes')).toEqual(['Owls', 'Foxes']);
    expect(teamsOf('Owls')).toEqual(['Owls']);
    expect(teamsOf('')).toEqual([]);
  });
  it("is the game's other team when the player's team is one of them", () => {
    expect(opponentOf('Owls vs Foxes', 'owls')).toBe('Foxes');
    expect(opponentOf('Owls vs Foxes', 'Foxes')).toBe('Owls');
    expect(opponentOf('Owls vs Foxes', 'Hawks')).toBeNull();
    expect(opponentOf('Owls vs Foxes', null)).toBeNull();
    expect(opponentOf('Owls', 'Owls')).toBeNull();
  });
});
