// The admin pick form as typed: the fresh draft's defaults, its reading as the submitted form, the
// odds sign typed in the field, the stat types with custom ones, the locked date, the reply in words.
import { describe, expect, it } from 'vitest';
import {
  emptyAdminPickDraft,
  formFromDraft,
  newExpertDraft,
  oddsAfterTyping,
  PINNED_EVENT_DATE_KEY,
  pinnedDateOrNull,
  statTypeOptions,
  submitOutcome,
  SUBMIT_UNREACHABLE,
} from '../../../../src/domain/admin/admin-pick-draft';
import { statTypesFor } from '../../../../src/domain/admin/admin-pick-options';
import {
  adminPickSubmitError,
  buildAdminPickEvent,
  REQUIRED_FIELDS_TOAST,
} from '../../../../src/domain/admin/admin-pick-submission';

describe('a fresh draft', () => {
  it('has the spec defaults: reusable, Manual, Over, one expert at 50%', () => {
    const draft = emptyAdminPickDraft('2026-11-22', 'row-1');
    expect(draft.reusable).toBe(true);
    expect(draft.sourceName).toBe('Manual');
    expect(draft.prediction).toBe('1');
    expect(draft.pickType).toBe('Prop');
    expect(draft.experts).toEqual([newExpertDraft('row-1')]);
    expect(draft.experts[0]?.confidenceText).toBe('50');
    const form = formFromDraft(draft);
    expect(form.capitalLimit).toBe(0);
    expect(form.mutualExclusion).toBe(-1);
    expect(form.statThreshold).toBeNull();
    expect(form.experts[0]?.confidencePercent).toBe(50);
    expect(adminPickSubmitError(form)).toBe(REQUIRED_FIELDS_TOAST);
  });

  it('reads typed numbers as the submit rules want them', () => {
    const draft = {
      ...emptyAdminPickDraft('2026-11-22', 'row-1'),
      name: 'LeBron James',
      league: ['NBA'],
      oddsValue: '110',
      oddsFormat: 'american' as const,
      oddsSign: 'negative' as const,
      thresholdText: '25.5',
      statType: 'Points',
      teamA: 'Lakers',
      teamB: 'Celtics',
      capitalLimitText: '200',
      mutualExclusionText: '-',
      experts: [{ ...newExpertDraft('row-1'), name: 'Sharp Sally', confidenceText: '' }],
    };
    const form = formFromDraft(draft);
    expect(form.statThreshold).toBe(25.5);
    expect(form.capitalLimit).toBe(200);
    expect(form.mutualExclusion).toBe(-1);
    expect(form.experts[0]?.confidencePercent).toBe(0);
    expect(adminPickSubmitError(form)).toBeNull();
    const event = buildAdminPickEvent(form, 'secret');
    expect(event.odds).toBe(-110);
    expect(event.event_id).toBe('2026-11-22-NBA-LeBron_James-Points-25.5');
    expect(event.admin_password).toBe('secret');
    expect(event.source_name).toBe('Manual');
  });
});

describe('odds typed in the field', () => {
  it('keeps digits and one point; a leading sign sets the American sign', () => {
    expect(oddsAfterTyping('1.8.5x', 'decimal', 'positive')).toEqual({
      value: '1.85',
      sign: 'positive',
    });
    expect(oddsAfterTyping('-110', 'american', 'positive')).toEqual({
      value: '110',
      sign: 'negative',
    });
    expect(oddsAfterTyping('+150', 'american', 'negative')).toEqual({
      value: '150',
      sign: 'positive',
    });
    // the sign control decides when no sign is typed
    expect(oddsAfterTyping('120', 'american', 'negative').sign).toBe('negative');
    // decimal odds never take a sign from typing
    expect(oddsAfterTyping('-1.5', 'decimal', 'positive').sign).toBe('positive');
  });
});

describe('stat type options', () => {
  it('is the league list then the custom ones, trimmed, without repeats', () => {
    expect(statTypeOptions('NHL', [])).toEqual([...statTypesFor('NHL')]);
    expect(statTypeOptions(undefined, []).length).toBe(20);
    const withCustom = statTypeOptions('MLB', ['  Barrels ', 'hits', '']);
    expect(withCustom.length).toBe(19);
    expect(withCustom.at(-1)).toBe('Barrels');
  });
});

describe('the locked date', () => {
  it('uses the spec key and reads only real days', () => {
    expect(PINNED_EVENT_DATE_KEY).toBe('pinnedEventDate');
    expect(pinnedDateOrNull('2026-11-22')).toBe('2026-11-22');
    expect(pinnedDateOrNull('2026-02-30')).toBeNull();
    expect(pinnedDateOrNull('')).toBeNull();
    expect(pinnedDateOrNull(null)).toBeNull();
  });
});

describe('the submit reply in words', () => {
  it('success carries the server message', () => {
    expect(submitOutcome({ httpStatus: 200, success: true, message: 'Event x added.' })).toEqual({
      ok: true,
      toast: 'Pick submitted successfully! Event x added.',
    });
  });

  it("a refusal shows the server's own message", () => {
    const message = 'Unknown league "XFL": choose one of MLB, NFL.';
    expect(submitOutcome({ httpStatus: 400, success: false, message })).toEqual({
      ok: false,
      toast: `Error: ${message}`,
      inline: message,
    });
  });

  it("a wrong admin password gets the panels' words, not the server's", () => {
    expect(
      submitOutcome({
        httpStatus: 403,
        success: false,
        message: 'Admin password is invalid',
        error: 'admin_password_invalid',
      }),
    ).toEqual({
      ok: false,
      toast: 'Error: Incorrect password. Please try again.',
      inline: 'Incorrect password. Please try again.',
    });
  });

  it('no reply is a network error; a reply without a message is "Submission failed"', () => {
    expect(submitOutcome({ httpStatus: 0, success: false })).toEqual({
      ok: false,
      toast: `Network error: ${SUBMIT_UNREACHABLE}`,
      inline: SUBMIT_UNREACHABLE,
    });
    expect(submitOutcome({ httpStatus: 500 })).toEqual({
      ok: false,
      toast: 'Error: Submission failed',
      inline: 'Submission failed',
    });
  });
});
