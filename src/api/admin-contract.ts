// The admin write side of the API contract (TypeBox): the admin password refusal and gate, the date
// setting update, the manual pick / add_event body, the import file's items, and the picks
// telemetry batch. The server and the import command validate with these.
import { Type, type Static } from 'typebox';
import {
  ADMIN_PASSWORD_INVALID_CODE,
  ADMIN_PASSWORD_MESSAGES,
  isAdminPasswordRefusal,
} from '../domain/admin/admin-password';
import { EPOCH_MS_MAX, INT4_MAX, MEASURE_MAX } from './bounds';

export { ADMIN_PASSWORD_INVALID_CODE, isAdminPasswordRefusal };

/** The `code` of that refusal: the date service's INVALID_PASSWORD (src/domain/admin/date-service-errors.ts). */
export const ADMIN_PASSWORD_INVALID_CLIENT_CODE = 'INVALID_PASSWORD';

/** The panels' wording (spec: 'Incorrect password. Please try again.'). */
export const ADMIN_PASSWORD_REJECTED = ADMIN_PASSWORD_MESSAGES.panelIncorrect;

/** An admin route's refusal: the role (403), or the admin password (403 with the code above). */
export const AdminRefusedReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.Optional(
    Type.String({ description: "'admin_password_invalid' for a wrong password" }),
  ),
  code: Type.Optional(Type.String({ description: "'INVALID_PASSWORD' for a wrong password" })),
  valid: Type.Optional(Type.Boolean()),
});
export type AdminRefusedReply = Static<typeof AdminRefusedReply>;

export const VerifyAdminPasswordBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: 1024, description: 'The admin password' })),
});
export type VerifyAdminPasswordBody = Static<typeof VerifyAdminPasswordBody>;

export const VerifyAdminPasswordReply = Type.Object({
  success: Type.Literal(true),
  valid: Type.Literal(true),
});
export type VerifyAdminPasswordReply = Static<typeof VerifyAdminPasswordReply>;

export const DateUpdateBody = Type.Object({
  // unknown on purpose: a number is answered 'Date must be a string', not a schema error
  date: Type.Optional(
    Type.Unknown({ description: 'YYYY-MM-DD (optional when auto_update is true)' }),
  ),
  admin_password: Type.Optional(
    Type.String({ maxLength: 1024, description: 'Or the X-Admin-Password header' }),
  ),
  auto_update: Type.Optional(
    Type.Boolean({ description: "On: the date follows California's today" }),
  ),
});
export type DateUpdateBody = Static<typeof DateUpdateBody>;

export const DateUpdateReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  date: Type.String({ description: 'The slate date now in force, YYYY-MM-DD' }),
  auto_update: Type.Boolean(),
  warning: Type.Union([Type.String(), Type.Null()], {
    description: 'Set (and nothing changed) when the new date equals the current one',
  }),
  previous_date: Type.String(),
  new_date: Type.String(),
  changed: Type.Boolean(),
});
export type DateUpdateReply = Static<typeof DateUpdateReply>;

/** A refused date: the first problem as message, every problem in details. */
/** A refused date: the date service's errors; a body the parser refused has only the message. */
export const DateRefusedReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.Optional(Type.String()),
  code: Type.Optional(Type.String({ description: "'VALIDATION_ERROR'" })),
  details: Type.Optional(Type.Array(Type.String())),
});
export type DateRefusedReply = Static<typeof DateRefusedReply>;

const Text = (description: string) => Type.String({ maxLength: 200, default: '', description });

export const PickOriginInput = Type.Object({
  name: Type.String({ maxLength: 200, default: '', description: 'Expert name' }),
  confidence: Type.Optional(
    Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()], {
      description: 'Stated confidence: a 0-1 fraction or a 0-100 percent (50 when left out)',
    }),
  ),
  team: Type.Optional(Text('The team the expert names')),
  prediction_time: Type.Optional(
    Type.String({ maxLength: 40, default: '', description: 'HH:MM (or an ISO time)' }),
  ),
});

/**
 * An event as the admin form builds it (spec §3 "Admin pick form data"). Text fields default to
 * empty so a missing one is reported with the form's required-fields message, not a schema error.
 */
export const AdminEventBody = Type.Object({
  name: Text('Player or team the pick is about'),
  league: Type.Union([Type.Array(Type.String({ maxLength: 10 }), { maxItems: 5 }), Type.String()], {
    default: [],
    description: 'League code (the form sends a one-item list)',
  }),
  odds: Type.Optional(
    Type.Union(
      [
        Type.Number({ minimum: -MEASURE_MAX, maximum: MEASURE_MAX }),
        Type.String({ maxLength: 20 }),
        Type.Null(),
      ],
      {
        description: 'Decimal (1.85) or American (-110, +150) odds',
      },
    ),
  ),
  odds_format: Type.Optional(
    Type.Union([Type.Literal('decimal'), Type.Literal('american')], { default: 'decimal' }),
  ),
  odds_source: Type.Optional(Text('Sportsbook')),
  source_name: Type.Optional(Text('Where the pick came from (default Manual)')),
  pick_origin: Type.Array(PickOriginInput, { default: [], maxItems: 50 }),
  reusable: Type.Optional(Type.Boolean({ default: true })),
  capital_limit: Type.Optional(
    Type.Number({ minimum: 0, maximum: MEASURE_MAX, default: 0, description: '0 = no limit' }),
  ),
  mutual_exclusion: Type.Optional(
    Type.Integer({ minimum: -1, maximum: INT4_MAX, default: -1, description: '-1 = no group' }),
  ),
  pick_type: Type.Optional(Text('Prop, or a custom pick type')),
  player_team: Type.Optional(Text("The player's team")),
  stat_type: Type.Optional(Text('Stat type, e.g. Points')),
  prediction: Type.Optional(
    // any number is taken (and anything but 0 or 1 refused with the prediction's own message)
    Type.Union(
      [
        Type.Number({ minimum: -MEASURE_MAX, maximum: MEASURE_MAX }),
        Type.String({ maxLength: 100 }),
      ],
      {
        default: 1,
        description: '1 = Over, 0 = Under, or custom text that reads as a side (Higher, Under ...)',
      },
    ),
  ),
  player_name: Type.Optional(Text('Player name')),
  stat_threshold: Type.Optional(
    Type.Union([Type.Number({ minimum: -MEASURE_MAX, maximum: MEASURE_MAX }), Type.Null()]),
  ),
  eventDate: Type.String({ maxLength: 10, default: '', description: 'YYYY-MM-DD' }),
  team_a: Text('Away team'),
  team_b: Text('Home team'),
  event_id: Type.Optional(
    Type.String({ maxLength: 300, description: 'Ignored: the server derives the event id' }),
  ),
  crowd_probability: Type.Optional(
    Type.Union([Type.Number({ minimum: -MEASURE_MAX, maximum: MEASURE_MAX }), Type.Null()], {
      description: 'Ignored: the server derives it from the odds',
    }),
  ),
  admin_password: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: 'Admin pick submit only; the header is preferred',
    }),
  ),
});
export type AdminEventBody = Static<typeof AdminEventBody>;

export const AdminEventReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  event_id: Type.String(),
  pick_id: Type.Integer(),
  confidence: Type.Union([Type.Number(), Type.Null()]),
  crowd_probability: Type.Union([Type.Number(), Type.Null()]),
});
export type AdminEventReply = Static<typeof AdminEventReply>;

/** A graded result in an import file. */
export const ImportResult = Type.Object({
  event_id: Type.String({ minLength: 1, maxLength: 300 }),
  actual_value: Type.Number({ minimum: -MEASURE_MAX, maximum: MEASURE_MAX }),
});
export type ImportResult = Static<typeof ImportResult>;

/** American odds as a number (-110, 125) or as text ('+125', '-110'). */
const AmericanOdds = Type.Union([
  Type.Integer({ minimum: -100_000, maximum: 100_000 }),
  Type.String({ pattern: '^[+-]?[0-9]{3,6}$' }),
]);

/** One book's price for an event's pick side at one phase (issue [M]; docs/import-format.md). */
export const ImportPrice = Type.Object({
  event_id: Type.String({ minLength: 1, maxLength: 300 }),
  book: Type.String({ minLength: 1, maxLength: 60, description: 'One of the 36 odds sources' }),
  phase: Type.Union([Type.Literal('open'), Type.Literal('current'), Type.Literal('close')]),
  odds: AmericanOdds,
  other_odds: AmericanOdds,
  recorded_at: Type.Optional(
    Type.String({ maxLength: 40, description: 'ISO time, e.g. 2026-11-22T18:00:00Z' }),
  ),
});
export type ImportPrice = Static<typeof ImportPrice>;

/** The largest imported player image (the decoded file). */
export const PLAYER_IMAGE_MAX_BYTES = 256 * 1024;

export const ImportPlayerImage = Type.Object({
  league: Type.String({ minLength: 1, maxLength: 10, description: 'League code, e.g. NBA' }),
  player_name: Type.String({ minLength: 1, maxLength: 100, description: "The player's full name" }),
  data_url: Type.String({
    maxLength: Math.ceil((PLAYER_IMAGE_MAX_BYTES * 4) / 3) + 40,
    description: 'data:image/(png|jpeg|webp|gif);base64,… at most 256 KB decoded',
  }),
});
export type ImportPlayerImage = Static<typeof ImportPlayerImage>;

/** Events in one batch from a signed-in caller. */
export const TELEMETRY_BATCH_MAX = 500;
/** Events in one batch from an anonymous caller (more is refused with 413). */
export const TELEMETRY_ANONYMOUS_BATCH_MAX = 50;
export const TELEMETRY_BODY_LIMIT_BYTES = 256 * 1024;
/** An event's name; the client's names are short constants. */
export const TELEMETRY_EVENT_NAME_MAX = 64;
/** An event's payload, serialized; a larger one is dropped (the event is kept, marked). */
export const TELEMETRY_PAYLOAD_MAX_BYTES = 2048;

export const TelemetryBody = Type.Object({
  events: Type.Array(
    Type.Object({
      event: Type.String({ minLength: 1, maxLength: TELEMETRY_EVENT_NAME_MAX }),
      ts: Type.Number({
        minimum: 0,
        maximum: EPOCH_MS_MAX,
        description: 'Client time, ms since the epoch',
      }),
      payload: Type.Optional(Type.Unknown()),
    }),
    {
      description:
        `At most ${TELEMETRY_BATCH_MAX} events signed in, ${TELEMETRY_ANONYMOUS_BATCH_MAX} ` +
        'anonymous (more is refused with 413); a payload over ' +
        `${TELEMETRY_PAYLOAD_MAX_BYTES} bytes is replaced by {"dropped_bytes": n}`,
    },
  ),
});
export type TelemetryBody = Static<typeof TelemetryBody>;

export const TelemetryReply = Type.Object({
  success: Type.Literal(true),
  accepted: Type.Integer(),
});
