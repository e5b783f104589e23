import { describe, expect, it } from 'vitest';
import {
  confidencePercentToFraction,
  oddsDisplayValue,
  oddsNumber,
  parseCapitalLimit,
  parseConfidencePercent,
  parseMutualExclusion,
  parseThreshold,
  sanitizeCapitalLimitInput,
  sanitizeConfidencePercentInput,
  sanitizeMutualExclusionInput,
  sanitizeOddsInput,
  sanitizeThresholdInput,
} from '../../../../src/domain/admin/admin-pick-inputs';
import {
  ADMIN_LEAGUES,
  ADMIN_PICK_TYPES,
  addCustomStatType,
  CUSTOM_EXPERT_OPTION,
  expertOptions,
  ODDS_SOURCES,
  statTypesFor,
  STAT_TYPES_BY_LEAGUE,
  toggleLeague,
} from '../../../../src/domain/admin/admin-pick-options';
import {
  ADMIN_PICK_TEXTS,
  expertsFetchFailedLog,
  expertsLoadErrorText,
  submitFailedToast,
  submitNetworkErrorToast,
  submitSucceededToast,
} from '../../../../src/domain/admin/admin-pick-messages';
import { emptyAdminPickDraft, formFromDraft } from '../../../../src/domain/admin/admin-pick-draft';
import {
  adminPickSubmitError,
  buildAdminPickEvent,
} from '../../../../src/domain/admin/admin-pick-submission';
import type { AdminPickForm } from '../../../../src/domain/admin/admin-pick-submission';

describe('admin form inputs', () => {
  it('odds: digits with at most one decimal point', () => {
    expect(sanitizeOddsInput('1.8.5x')).toBe('1.85');
    expect(sanitizeOddsInput('-110')).toBe('110');
    expect(oddsDisplayValue('110', 'american', 'negative')).toBe('-110');
    expect(oddsDisplayValue('110', 'american', 'positive')).toBe('110');
    expect(oddsDisplayValue('1.85', 'decimal', 'negative')).toBe('1.85');
    expect(oddsDisplayValue('', 'american', 'negative')).toBe('');
    expect(oddsNumber('110', 'american', 'negative')).toBe(-110);
    expect(oddsNumber('1.85', 'decimal', 'negative')).toBe(1.85);
    expect(oddsNumber('', 'decimal', 'positive')).toBeNull();
  });

  it('threshold: digits with optional point, NaN leaves it unset', () => {
    expect(sanitizeThresholdInput('25.5.1')).toBe('25.51');
    expect(parseThreshold('25.5')).toBe(25.5);
    expect(parseThreshold('')).toBeNull();
    expect(parseThreshold('.')).toBeNull();
  });

  it('confidence %: empty is 0, clamped 0-100, sent as 0-1', () => {
    expect(sanitizeConfidencePercentInput('7a5.5%')).toBe('75.5');
    expect(parseConfidencePercent('')).toBe(0);
    expect(parseConfidencePercent('150')).toBe(100);
    expect(parseConfidencePercent('62.5')).toBe(62.5);
    expect(confidencePercentToFraction(75)).toBe(0.75);
    expect(confidencePercentToFraction(120)).toBe(1);
  });

  it('capital limit: digits only, empty is 0', () => {
    expect(sanitizeCapitalLimitInput('1,000.50')).toBe('100050');
    expect(parseCapitalLimit('')).toBe(0);
    expect(parseCapitalLimit('250')).toBe(250);
  });

  it('mutual exclusion: optional minus then digits, empty is -1', () => {
    expect(sanitizeMutualExclusionInput('-3x')).toBe('-3');
    expect(sanitizeMutualExclusionInput('4-2')).toBe('42');
    expect(parseMutualExclusion('')).toBe(-1);
    expect(parseMutualExclusion('-')).toBe(-1);
    expect(parseMutualExclusion('2')).toBe(2);
  });
});

describe('admin form choices', () => {
  it('lists leagues, pick types, stat types per league and 36 odds sources', () => {
    expect(ADMIN_LEAGUES).toEqual(['MLB', 'CFB', 'NFL', 'NBA', 'NHL']);
    expect(ADMIN_PICK_TYPES).toEqual(['Prop', 'Custom']);
    expect(STAT_TYPES_BY_LEAGUE.NBA).toHaveLength(20);
    expect(STAT_TYPES_BY_LEAGUE.NFL).toHaveLength(16);
    expect(STAT_TYPES_BY_LEAGUE.MLB).toHaveLength(18);
    expect(STAT_TYPES_BY_LEAGUE.NHL).toHaveLength(14);
    expect(statTypesFor('NBA')).toEqual(
      expect.arrayContaining(['Points', 'Rebounds', 'Assists', 'PRA', 'Fantasy Points']),
    );
    expect(statTypesFor(null)).toBe(STAT_TYPES_BY_LEAGUE.NBA);
    expect(ODDS_SOURCES).toHaveLength(36);
    expect(new Set(ODDS_SOURCES).size).toBe(36);
    expect(ODDS_SOURCES).toEqual(expect.arrayContaining(['DraftKings', 'FanDuel', 'BetMGM']));
  });

  it('clears the league when picked again', () => {
    expect(toggleLeague([], 'NBA')).toEqual(['NBA']);
    expect(toggleLeague(['NBA'], 'NBA')).toEqual([]);
    expect(toggleLeague(['NBA'], 'MLB')).toEqual(['MLB']);
  });

  it('adds trimmed custom stat types, ignoring empty ones and repeats', () => {
    expect(addCustomStatType(['Points'], '  Dunks ')).toEqual(['Points', 'Dunks']);
    expect(addCustomStatType(['Points'], '   ')).toEqual(['Points']);
    expect(addCustomStatType(['Points'], 'points')).toEqual(['Points']);
  });

  it('numbers experts expert_1, expert_2, ...', () => {
    expect(expertOptions(['Sam', 'Sue'])).toEqual([
      { id: 'expert_1', name: 'Sam' },
      { id: 'expert_2', name: 'Sue' },
    ]);
  });
});

describe('admin pick submission', () => {
  // the form a fresh draft reads as: the app's one empty form
  const emptyAdminPickForm = (eventDate: string) =>
    formFromDraft(emptyAdminPickDraft(eventDate, 'row-1'));
  const filled: AdminPickForm = {
    ...emptyAdminPickForm('2025-07-20'),
    name: 'LeBron James',
    league: ['NBA'],
    oddsValue: '110',
    oddsFormat: 'american',
    oddsSign: 'negative',
    oddsSource: 'DraftKings',
    statThreshold: 25.5,
    statType: 'Points',
    teamA: 'Lakers',
    teamB: 'Celtics',
    playerName: 'LeBron James',
    playerTeam: 'Lakers',
    experts: [
      {
        name: 'Sharp Sam',
        customName: '',
        confidencePercent: 75,
        team: 'Lakers',
        predictionTime: '18:30',
      },
    ],
  };

  it('starts reusable, with no capital limit, no exclusion group, source Manual, confidence 50', () => {
    const empty = emptyAdminPickForm('2025-07-20');
    expect(empty).toMatchObject({
      reusable: true,
      capitalLimit: 0,
      mutualExclusion: -1,
      sourceName: 'Manual',
    });
    expect(empty.experts[0]?.confidencePercent).toBe(50);
  });

  it('refuses a form missing name, teams, league or expert names', () => {
    const toast = 'Please fill all required fields including team names and expert names';
    expect(adminPickSubmitError(filled)).toBeNull();
    expect(adminPickSubmitError({ ...filled, name: ' ' })).toBe(toast);
    expect(adminPickSubmitError({ ...filled, teamA: '' })).toBe(toast);
    expect(adminPickSubmitError({ ...filled, teamB: '' })).toBe(toast);
    expect(adminPickSubmitError({ ...filled, league: [] })).toBe(toast);
    expect(adminPickSubmitError({ ...filled, experts: [] })).toBe(toast);
    const blankExpert = {
      name: '',
      customName: '',
      confidencePercent: 50,
      team: '',
      predictionTime: '',
    };
    expect(adminPickSubmitError({ ...filled, experts: [...filled.experts, blankExpert] })).toBe(
      toast,
    );
    const custom = { ...blankExpert, name: CUSTOM_EXPERT_OPTION };
    expect(adminPickSubmitError({ ...filled, experts: [custom] })).toBe(toast);
    expect(
      adminPickSubmitError({ ...filled, experts: [{ ...custom, customName: 'New Guy' }] }),
    ).toBeNull();
    expect(adminPickSubmitError({ ...filled, prediction: 'custom', customPrediction: '' })).toBe(
      toast,
    );
    expect(adminPickSubmitError({ ...filled, pickType: 'Custom', customPickType: ' ' })).toBe(
      toast,
    );
    expect(adminPickSubmitError({ ...filled, oddsValue: '' })).toBe(toast);
  });

  it('builds the event: event_id, 0-1 confidences, crowd probability, password', () => {
    const event = buildAdminPickEvent(filled, 'hunter22');
    expect(event).toMatchObject({
      event_id: '2025-07-20-NBA-LeBron_James-Points-25.5',
      odds: -110,
      source_name: 'Manual',
      league: ['NBA'],
      pick_origin: [
        { name: 'Sharp Sam', confidence: 0.75, team: 'Lakers', prediction_time: '18:30' },
      ],
      reusable: true,
      capital_limit: 0,
      mutual_exclusion: -1,
      pick_type: 'Prop',
      prediction: 1,
      stat_threshold: 25.5,
      eventDate: '2025-07-20',
      admin_password: 'hunter22',
    });
    expect(event.crowd_probability).toBeCloseTo(110 / 210);
  });

  it('sends custom texts and under as typed', () => {
    const event = buildAdminPickEvent(
      {
        ...filled,
        prediction: 'custom',
        customPrediction: ' Lakers by 5 ',
        pickType: 'Custom',
        customPickType: 'Spread',
        sourceName: ' ',
      },
      'x',
    );
    expect(event).toMatchObject({
      prediction: 'Lakers by 5',
      pick_type: 'Spread',
      source_name: 'Manual',
    });
    expect(buildAdminPickEvent({ ...filled, prediction: '0' }, 'x').prediction).toBe(0);
    expect(buildAdminPickEvent({ ...filled, statThreshold: null }, 'x').event_id).toBe(
      '2025-07-20-NBA-LeBron_James-Points',
    );
  });

  it('words its toasts', () => {
    expect(submitSucceededToast('Saved')).toBe('Pick submitted successfully! Saved');
    expect(submitSucceededToast()).toBe('Pick submitted successfully!');
    expect(submitFailedToast()).toBe('Error: Submission failed');
    expect(submitFailedToast('Bad odds')).toBe('Error: Bad odds');
    expect(submitNetworkErrorToast('offline')).toBe('Network error: offline');
    expect(expertsLoadErrorText('boom')).toBe('Error loading experts: boom');
    expect(expertsFetchFailedLog(500, 'Internal Server Error')).toBe(
      'Failed to fetch experts: 500 Internal Server Error',
    );
    expect(ADMIN_PICK_TEXTS).toMatchObject({
      submitting: 'Submitting...',
      dateLocked: 'Date locked!',
      dateUnlocked: 'Date unlocked!',
    });
  });
});
