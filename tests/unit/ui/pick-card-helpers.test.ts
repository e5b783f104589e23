import { describe, expect, it } from 'vitest';
import { confidenceBand, playerImageSrc } from '../../../src/ui/pick-card';
import { hueOf, initialsOf } from '../../../src/domain/picks/initials';

describe('pick card helpers', () => {
  it('use a stored image as a URL, bare base64 as PNG, nothing when blank', () => {
    expect(playerImageSrc('data:image/svg+xml;base64,AAA')).toBe('data:image/svg+xml;base64,AAA');
    expect(playerImageSrc('https://img.example/p.png')).toBe('https://img.example/p.png');
    expect(playerImageSrc('iVBORw0KGgo')).toBe('data:image/png;base64,iVBORw0KGgo');
    expect(playerImageSrc('  ')).toBeNull();
    expect(playerImageSrc(null)).toBeNull();
  });

  it('colour the confidence by band', () => {
    expect(confidenceBand(75)).toBe('high');
    expect(confidenceBand(74)).toBe('medium');
    expect(confidenceBand(60)).toBe('medium');
    expect(confidenceBand(59)).toBe('base');
  });

  it('draw initials from the first and last words, symbols and one-letter words dropped', () => {
    expect(initialsOf("Cole's Algo Picks")).toBe('CP');
    expect(initialsOf('James Walker K.')).toBe('JW');
    expect(initialsOf('J. Smith')).toBe('SM');
    expect(initialsOf('  mookie   betts ')).toBe('MB');
    expect(initialsOf('Ohtani')).toBe('OH');
    expect(initialsOf('')).toBe('?');
  });

  it('give one name one hue, every time', () => {
    expect(hueOf('Sharp Sam')).toBe(hueOf('Sharp Sam'));
    expect(hueOf('Sharp Sam')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Sharp Sam')).toBeLessThan(360);
    expect(hueOf('Sharp Sam')).not.toBe(hueOf('Lucky Lou'));
  });
});
