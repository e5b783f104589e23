// The manual pick's own refusal messages (bad date, unknown league, invalid prediction).
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PICK_REFUSALS,
  badEventDateMessage,
  invalidPredictionMessage,
  unknownLeagueMessage,
} from '../../../../src/domain/admin/admin-pick-messages';

describe('admin pick refusals', () => {
  it('names the value and what to use instead', () => {
    expect(badEventDateMessage('2026-02-31')).toBe(
      'Invalid event date "2026-02-31": use YYYY-MM-DD with a real calendar day (e.g. 2026-11-22).',
    );
    expect(unknownLeagueMessage('XFL', ['MLB', 'NBA'])).toBe(
      'Unknown league "XFL": choose one of MLB, NBA.',
    );
    expect(invalidPredictionMessage('2')).toMatch(/^Invalid prediction "2": use 1 \(Over/);
    expect(ADMIN_PICK_REFUSALS.dateRequired).toMatch(/^Event date is required/);
  });
});
