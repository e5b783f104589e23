// Kysely table types: the shape of every table the migrations create.
import type { Generated } from 'kysely';
import type { SportsTables } from './sports-tables';

/** Timestamps are ISO-8601 UTC strings in both dialects, so one query reads the same everywhere. */
type IsoTime = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: IsoTime | null;
  phone_verified_at: IsoTime | null;
  credits: Generated<number>;
  created_at: IsoTime;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
}

export interface AppSettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: IsoTime;
}

export interface DeviceTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  device_id: string;
  ua_hash: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
  last_used_at: IsoTime | null;
}

// Access (issue [C], migration 0002-access)
export interface AuthAttemptsTable {
  id: Generated<number>;
  /** 'signup' or 'sign_in'. */
  kind: string;
  /** SHA-256 hex of the attempt secret the browser holds in an httpOnly cookie. */
  secret_hash: string;
  user_id: number | null;
  phone: string | null;
  phone_verified_at: IsoTime | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  consumed_at: IsoTime | null;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  attempt_id: number;
  /** 'sms' or 'email'. */
  channel: string;
  target: string;
  code_hash: string;
  failed_tries: Generated<number>;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

export interface EmailLinksTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  at: IsoTime;
}

/** Addresses an account completed a sign-in from (migration 0009), keyed (user_id, address). */
export interface SignInOriginsTable {
  user_id: number;
  address: string;
  last_at: IsoTime;
}

export interface MessageOutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: IsoTime;
}

/** Idempotency keys (migration 0004): one row per (account, key), holding the first answer. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  method: string;
  path: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  created_at: string;
  /** SHA-256 hex of method, URL and body (migration 0008); null on keys from before it. */
  request_hash: string | null;
  /** While the request runs: the claim expires then and may be taken over. */
  lease_until: string | null;
  /** Set in the write's own transaction: the write happened, whatever became of the reply. */
  applied_at: string | null;
}

/** Picks telemetry (migration 0005-telemetry): one row per event the client's buffer sent. */
export interface TelemetryEventsTable {
  id: Generated<number>;
  user_id: number | null;
  event: string;
  client_ts: number;
  payload: string | null;
  received_at: IsoTime;
}

/** Telemetry events stored per UTC day and caller (migration 0010), against the daily caps. */
export interface TelemetryQuotaTable {
  day: string;
  /** 'anonymous' (all anonymous callers together) or 'user:<id>'. */
  caller: string;
  events: Generated<number>;
}

export interface DB {
  users: UsersTable;
  user_roles: UserRolesTable;
  app_settings: AppSettingsTable;
  device_tokens: DeviceTokensTable;
  auth_attempts: AuthAttemptsTable;
  one_time_codes: OneTimeCodesTable;
  email_links: EmailLinksTable;
  rate_events: RateEventsTable;
  sign_in_origins: SignInOriginsTable;
  message_outbox: MessageOutboxTable;
  // Sports (issue [D], migration 0003-sports)
  leagues: SportsTables['leagues'];
  teams: SportsTables['teams'];
  players: SportsTables['players'];
  games: SportsTables['games'];
  stat_lines: SportsTables['stat_lines'];
  experts: SportsTables['experts'];
  picks: SportsTables['picks'];
  pick_origins: SportsTables['pick_origins'];
  confidence_history: SportsTables['confidence_history'];
  favorites: SportsTables['favorites'];
  user_pick_lists: SportsTables['user_pick_lists'];
  // Outbox replays (migration 0004-idempotency)
  idempotency_keys: IdempotencyKeysTable;
  // Picks telemetry (migration 0005-telemetry)
  telemetry_events: TelemetryEventsTable;
  telemetry_quota: TelemetryQuotaTable;
  // Per-date picks revision, bumped by triggers (migration 0006-picks-revision)
  picks_revisions: PicksRevisionsTable;
  // Imported player images (migration 0007-player-images)
  player_images: PlayerImagesTable;
  // Calibration fits and bettor preferences (migration 0011-calibration-preferences)
  probability_calibrations: ProbabilityCalibrationsTable;
  user_preferences: UserPreferencesTable;
}

/** The fitted confidence → win-rate mapping of one source (migration 0011). */
export interface ProbabilityCalibrationsTable {
  /** 'all', 'experts' or 'algorithm'. */
  source: string;
  method: string;
  /** JSON list of {confidence (0-100), probability (0-1), picks}. */
  points: string;
  sample_size: number;
  wins: number;
  fitted_at: IsoTime;
}

/** A bettor's staking preferences (migration 0011), JSON checked by the domain on write. */
export interface UserPreferencesTable {
  user_id: number;
  preferences: string;
  updated_at: IsoTime;
}

export interface PlayerImagesTable {
  league: string;
  player_name: string;
  data_url: string;
  imported_at: string;
}

export interface PicksRevisionsTable {
  event_date: string;
  revision: number;
}
