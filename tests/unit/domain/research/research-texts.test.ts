import { describe, expect, it } from 'vitest';
import {
  fallbackJustification,
  JUSTIFICATION_PLACEHOLDER,
  READINESS_FALLBACK,
  READINESS_PLACEHOLDER,
  RESEARCH_CARD_COUNT,
} from '../../../../src/domain/research/research-texts';

const sentences = (text: string) => text.split(/(?<=\.)\s+/).filter((s) => s.trim() !== '');

describe('research carousel texts', () => {
  it('has 7 cards and the two placeholders', () => {
    expect(RESEARCH_CARD_COUNT).toBe(7);
    expect(JUSTIFICATION_PLACEHOLDER).toBe('Generating justification…');
    expect(READINESS_PLACEHOLDER).toBe('Evaluating physical readiness…');
  });

  it('says no reliable injury reports and to monitor wear and tear when readiness fails', () => {
    expect(READINESS_FALLBACK).toMatch(/no reliable injury reports/i);
    expect(READINESS_FALLBACK).toMatch(/wear and tear/i);
  });

  it('builds a three-sentence justification about the pick shown', () => {
    const text = fallbackJustification({
      playerName: 'Aaron Judge',
      betType: 'Over 1.5 Total Bases',
      league: 'mlb',
      confidence: 72.4,
      expertCount: 3,
    });
    expect(sentences(text)).toHaveLength(3);
    expect(text).toContain('Aaron Judge');
    expect(text).toContain('Over 1.5 Total Bases');
    expect(text).toContain('MLB');
    expect(text).toContain('3 handicappers back this pick with a 72% confidence rating');
  });

  it('still reads as three sentences with little to go on', () => {
    const text = fallbackJustification({ playerName: '', betType: '', league: '' });
    expect(sentences(text)).toHaveLength(3);
    expect(text.startsWith('This player')).toBe(true);
    expect(
      fallbackJustification({ playerName: 'A', betType: 'B', league: 'C', expertCount: 1 }),
    ).toContain('One handicapper backs this pick.');
  });
});
