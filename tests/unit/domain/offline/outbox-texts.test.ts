// Refused offline writes are named in the bettor's words; telemetry is never mentioned.
import { describe, expect, it } from 'vitest';
import { refusedWriteText } from '../../../../src/domain/offline/outbox-texts';

describe('refused offline writes', () => {
  it("quotes the server's reason, or says it was refused", () => {
    expect(refusedWriteText('Your My Picks list', 'picks/0/id must not be empty')).toBe(
      'Your My Picks list could not be saved: picks/0/id must not be empty',
    );
    expect(refusedWriteText('Your favourite handicappers', '  ')).toBe(
      'Your favourite handicappers could not be saved: the server refused it',
    );
  });
});
