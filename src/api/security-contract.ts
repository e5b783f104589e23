// The Security tab and "Download my data" contract (TypeBox): security events, devices, password
// change and reset, the bettor's own pick records and the account export. Server validates with it,
// the page types with it.
import { Type, type Static, type TSchema } from 'typebox';
import { INT4_MAX } from './bounds';

const Password = Type.String({ minLength: 1, maxLength: 1024 });
const Email = Type.String({ minLength: 1, maxLength: 254 });
const IsoTime = Type.String({ description: 'ISO-8601 UTC time' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const SECURITY_EVENTS_PAGE_MAX = 50;
export const SECURITY_EVENTS_PAGE_DEFAULT = 20;

export const SecurityEventsQuery = Type.Object({
  before: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description: "Cursor: only events older than this id (the previous page's next_before)",
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: SECURITY_EVENTS_PAGE_MAX,
      description: `Events per page, 1-${SECURITY_EVENTS_PAGE_MAX} (default ${SECURITY_EVENTS_PAGE_DEFAULT})`,
    }),
  ),
});
export type SecurityEventsQuery = Static<typeof SecurityEventsQuery>;

export const SecurityEvent = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'sign_in, code_sent, sign_in_failed, password_changed, …' }),
  at: IsoTime,
  device: Type.String({ description: "Derived from the User-Agent: 'iPhone', 'Mac', …" }),
  browser: Type.String({ description: "Derived from the User-Agent: 'Safari', 'Chrome', …" }),
  address: Type.String({ description: 'Approximate: IPv4 a.b.c.x, IPv6 its first 3 groups' }),
  detail: Type.Record(
    Type.String(),
    Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
  ),
});
export type SecurityEvent = Static<typeof SecurityEvent>;

export const SecurityEventsReply = Type.Object({
  success: Type.Literal(true),
  events: Type.Array(SecurityEvent),
  next_before: Nullable(Type.Integer({ description: 'Pass as `before` for the next page' })),
  retention_days: Type.Integer({ description: 'Events older than this are deleted' }),
});
export type SecurityEventsReply = Static<typeof SecurityEventsReply>;

export const Device = Type.Object({
  id: Type.Integer(),
  current: Type.Boolean({ description: 'The device this request came from' }),
  device: Type.String(),
  browser: Type.String(),
  created_at: IsoTime,
  last_used_at: Nullable(IsoTime),
  expires_at: IsoTime,
});
export type Device = Static<typeof Device>;

export const DevicesReply = Type.Object({
  success: Type.Literal(true),
  devices: Type.Array(Device),
});
export type DevicesReply = Static<typeof DevicesReply>;

export const DeviceParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: INT4_MAX }) });

export const RevokeReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  signed_out: Type.Integer({ description: 'How many devices were signed out' }),
});
export type RevokeReply = Static<typeof RevokeReply>;

export const PasswordChangeBody = Type.Object({
  current_password: Password,
  new_password: Password,
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const PasswordResetRequestBody = Type.Object({ email: Email });
export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Password,
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const SecurityMessageReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type SecurityMessageReply = Static<typeof SecurityMessageReply>;

// The bettor's own pick records (GET / POST /api/settings/data/picks).
export const PICK_RECORDS_PAGE_MAX = 500;
export const PICK_RECORDS_PAGE_DEFAULT = 100;
/** pick_data as JSON text may be at most this many bytes. */
export const PICK_DATA_MAX_BYTES = 4096;

export const PickRecordsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PICK_RECORDS_PAGE_MAX,
      description: `Newest first, 1-${PICK_RECORDS_PAGE_MAX} (default ${PICK_RECORDS_PAGE_DEFAULT})`,
    }),
  ),
});

const PickData = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), {
  maxProperties: 50,
  description: `The bettor's own fields (JSON object, at most ${PICK_DATA_MAX_BYTES} bytes)`,
});

export const PickRecordBody = Type.Object({
  game_id: Type.Union(
    [
      Type.String({ minLength: 1, maxLength: 100 }),
      Type.Integer({ minimum: 1, maximum: INT4_MAX }),
    ],
    { description: "The game: our games.id or another book's id (stored as text)" },
  ),
  pick_data: PickData,
  confidence_level: Type.Number({
    minimum: 0,
    maximum: 100,
    description: 'Percent, 0-100 (the one confidence scale; a fraction such as 0.7 means 0.7 %)',
  }),
});
export type PickRecordBody = Static<typeof PickRecordBody>;

export const PickRecord = Type.Object({
  id: Type.Integer(),
  game_id: Type.String(),
  pick_data: Type.Record(Type.String(), Type.Unknown()),
  confidence_level: Type.Number({ description: 'Percent, 0-100' }),
  created_at: IsoTime,
});
export type PickRecord = Static<typeof PickRecord>;

export const PickRecordsReply = Type.Object({
  success: Type.Literal(true),
  picks: Type.Array(PickRecord),
});
export type PickRecordsReply = Static<typeof PickRecordsReply>;

export const PickRecordReply = Type.Object({ success: Type.Literal(true), pick: PickRecord });
export type PickRecordReply = Static<typeof PickRecordReply>;

/** "Download my data": everything the account holds, without any secret. */
export const AccountExport = Type.Object({
  exported_at: IsoTime,
  profile: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    email_verified_at: Nullable(IsoTime),
    phone_verified_at: Nullable(IsoTime),
    roles: Type.Array(Type.String()),
    credits: Type.Number(),
    created_at: IsoTime,
  }),
  preferences: Nullable(Type.Record(Type.String(), Type.Unknown())),
  favorite_handicapper_ids: Type.Array(Type.Unknown()),
  my_picks: Type.Array(Type.Unknown()),
  pick_records: Type.Array(PickRecord),
  devices: Type.Array(
    Type.Object({
      id: Type.Integer(),
      device: Type.String(),
      browser: Type.String(),
      created_at: IsoTime,
      last_used_at: Nullable(IsoTime),
      expires_at: IsoTime,
      revoked_at: Nullable(IsoTime),
    }),
  ),
  security_events: Type.Array(SecurityEvent),
  passkeys: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      created_at: IsoTime,
      last_used_at: Nullable(IsoTime),
    }),
  ),
  contact_changes: Type.Array(
    Type.Object({
      kind: Type.String({ description: "'email' or 'phone'" }),
      new_value: Type.String(),
      created_at: IsoTime,
      expires_at: IsoTime,
      verified_at: Nullable(IsoTime),
    }),
  ),
  referral_codes: Type.Array(
    Type.Object({ code: Type.String(), created_at: IsoTime, retired_at: Nullable(IsoTime) }),
  ),
  referrals: Type.Array(
    Type.Object({
      invited_at: IsoTime,
      signed_up_at: Nullable(IsoTime),
      paid_at: Nullable(IsoTime),
      credits_awarded: Type.Number(),
    }),
    { description: 'Who arrived with your codes: dates and credits only, never their account' },
  ),
  membership_grants: Type.Array(
    Type.Object({
      plan: Type.String(),
      role: Type.String(),
      starts_at: IsoTime,
      expires_at: IsoTime,
      provider: Type.String(),
      amount_cents: Type.Integer(),
      currency: Type.String(),
      renews: Type.Boolean(),
      cancel_at_period_end: Type.Boolean(),
      created_at: IsoTime,
    }),
    { description: 'Paid access, one per payment (the provider keeps its own ids)' },
  ),
  checkouts: Type.Array(
    Type.Object({
      plan: Type.String(),
      amount_cents: Type.Integer(),
      discount_cents: Type.Integer(),
      currency: Type.String(),
      provider: Type.String(),
      status: Type.String(),
      referral_code: Nullable(Type.String()),
      created_at: IsoTime,
      paid_at: Nullable(IsoTime),
    }),
  ),
});
export type AccountExport = Static<typeof AccountExport>;
