// Kysely table types: the shape of every table the migrations create.
import type { ColumnType, Generated } from 'kysely';
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
  /** The User-Agent it signed in with, cut to 300 characters (migration 0013); null before it. */
  user_agent: Generated<string | null>;
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

export interface LiveEventsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  data: string;
  created_at: IsoTime;
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
  pick_prices: SportsTables['pick_prices'];
  // previous_confidence_percent added by migration 0019-admin-jobs
  confidence_history: SportsTables['confidence_history'] & {
    /** Percent 0-100: the value before this change; null for a pick's first value. */
    previous_confidence_percent: number | null;
  };
  // My Picks and favourites, merged by operations (migration 0021-list-entries)
  list_entries: SportsTables['list_entries'];
  // Live updates the event stream sends (migration 0022-live-events)
  live_events: LiveEventsTable;
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
  // The account's security events (migration 0013-account)
  security_events: SecurityEventsTable;
  // Passkeys and their ceremonies' challenges (migration 0015-passkeys)
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  // Pending email / phone changes, referral codes and referrals (migration 0014-contact-referrals)
  contact_changes: ContactChangesTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  // The account's own pick records (migration 0016-user-pick-records)
  user_pick_records: UserPickRecordsTable;
  // Checkouts, membership grants, applied provider events, sandbox sessions (migration 0017-payments)
  checkouts: CheckoutsTable;
  membership_grants: MembershipGrantsTable;
  payment_events: PaymentEventsTable;
  sandbox_sessions: SandboxSessionsTable;
  // The admin's background jobs (confidence refresh), claimed atomically (migration 0019-admin-jobs)
  admin_jobs: AdminJobsTable;
  // Bot-check tokens already accepted, and the server's generated secrets (migration 0018-bot-check)
  bot_check_uses: BotCheckUsesTable;
  server_secrets: ServerSecretsTable;
}

/** A bot-check token already accepted (migration 0018), kept until it would have expired. */
export interface BotCheckUsesTable {
  /** The proof of work's challenge signature, or the SHA-256 (hex) of a reCAPTCHA token. */
  token_key: string;
  /** 'pow' or 'recaptcha'. */
  provider: string;
  action: string;
  used_at: IsoTime;
  expires_at: IsoTime;
}

/** A secret the server generated for itself (migration 0018), shared by every process. */
export interface ServerSecretsTable {
  /** e.g. 'altcha_hmac_key'. */
  name: string;
  secret: string;
  created_at: IsoTime;
}

/** One admin job (migration 0019): a row claimed by one process at a time under a lease. */
export interface AdminJobsTable {
  /** Random UUID, the job_id the client polls. */
  id: string;
  /** 'confidence_refresh'. */
  kind: string;
  /** Which picks it covers ('date=…|expert=…'); one pending/running job per kind and scope. */
  scope_key: string;
  /** JSON of the job's options ({date, expert, expert_id, workers}). */
  params: string;
  /** pending, running, completed, failed. */
  status: string;
  progress: Generated<number>;
  total_items: Generated<number>;
  updated: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  graded: Generated<number>;
  error: string | null;
  created_at: IsoTime;
  start_time: IsoTime | null;
  end_time: IsoTime | null;
  /** The process (host:pid:random) holding the lease while running. */
  lease_owner: string | null;
  /** When the lease runs out unless the holder's heartbeat extends it. */
  lease_expires_at: IsoTime | null;
  heartbeat_at: IsoTime | null;
  /** Claims so far; a job whose holders died this many times is failed with the reason. */
  attempts: Generated<number>;
}

/** One "Start Membership" (migration 0017): the amount asked, and how it ended. Cents. */
export interface CheckoutsTable {
  id: Generated<number>;
  user_id: number;
  plan: string;
  amount_cents: number;
  discount_cents: number;
  currency: string;
  provider: string;
  provider_session_id: string | null;
  provider_payment_id: string | null;
  referral_code: string | null;
  /** 'pending', 'paid', 'failed' or 'expired'. */
  status: string;
  failure_reason: string | null;
  created_at: IsoTime;
  paid_at: IsoTime | null;
}

/** Paid access (migration 0017): a role from starts_at until expires_at, one per payment id. */
export interface MembershipGrantsTable {
  id: Generated<number>;
  user_id: number;
  plan: string;
  role: string;
  starts_at: IsoTime;
  expires_at: IsoTime;
  /** 'sandbox', 'stripe' or 'admin'. */
  provider: string;
  provider_payment_id: string;
  checkout_id: number | null;
  subscription_id: string | null;
  amount_cents: number;
  currency: string;
  /** 1 or 0. */
  renews: number;
  /** 1 or 0. */
  cancel_at_period_end: number;
  created_at: IsoTime;
}

/** A provider event already applied (migration 0017), keyed (provider, event_id). */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  kind: string;
  received_at: IsoTime;
}

/** The sandbox provider's own record of a session (migration 0017), as Stripe keeps its own. */
export interface SandboxSessionsTable {
  session_id: string;
  checkout_id: number;
  email: string;
  plan_name: string;
  amount_cents: number;
  currency: string;
  /** 'payment' or 'subscription'. */
  mode: string;
  success_url: string;
  cancel_url: string;
  /** 'open', 'paid' or 'failed'. */
  status: string;
  payment_id: string | null;
  subscription_id: string | null;
  failure_reason: string | null;
  period_end: IsoTime | null;
  canceled_at: IsoTime | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  paid_at: IsoTime | null;
}

/** One pick a bettor recorded for themself (migration 0016), the ground Bet Tracking stands on. */
export interface UserPickRecordsTable {
  id: Generated<number>;
  user_id: number;
  /** The game as the bettor names it (a games.id or another book's id), 1-100 characters. */
  game_id: string;
  /** JSON object, at most PICK_DATA_MAX_BYTES. */
  pick_data: string;
  /** Percent, 0-100. */
  confidence_level: number;
  created_at: IsoTime;
}

/** A requested email or phone change (migration 0014); applied only once verified, then completed. */
export interface ContactChangesTable {
  id: Generated<number>;
  user_id: number;
  /** 'email' or 'phone'. */
  kind: string;
  new_value: string;
  /** SHA-256 hex of the change's token. */
  token_hash: string;
  /** Phone changes: SHA-256 hex of the live code; null when no code went out. */
  code_hash: string | null;
  failed_tries: Generated<number>;
  code_expires_at: IsoTime | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  verified_at: IsoTime | null;
  completed_at: IsoTime | null;
  cancelled_at: IsoTime | null;
}

/** A referral code an account holds or held (migration 0014); the one without retired_at is current. */
export interface ReferralCodesTable {
  code_key: string;
  code: string;
  user_id: number;
  created_at: IsoTime;
  retired_at: IsoTime | null;
}

/** An account that arrived with someone's referral code (migration 0014). */
export interface ReferralsTable {
  id: Generated<number>;
  referrer_user_id: number;
  referred_user_id: number | null;
  code_key: string;
  invited_at: IsoTime;
  signed_up_at: IsoTime | null;
  paid_at: IsoTime | null;
  credits_awarded: Generated<number>;
}

/** One WebAuthn credential a user added as a second factor (migration 0015). */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser reports it. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  /** bigint: PostgreSQL returns it as text, so read it through Number(). */
  counter: ColumnType<number | string, number, number>;
  /** JSON list of transports. */
  transports: string;
  name: string;
  device_type: string;
  /** 1 or 0. */
  backed_up: number;
  created_at: IsoTime;
  last_used_at: IsoTime | null;
}

/** A WebAuthn challenge: bound to an account (and a sign-in attempt), expiring, single use. */
export interface WebauthnChallengesTable {
  id: Generated<number>;
  /** 'registration' or 'authentication'. */
  purpose: string;
  challenge: string;
  user_id: number;
  attempt_id: number | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

/** One thing that happened to an account's access (migration 0013). */
export interface SecurityEventsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  address: string | null;
  user_agent: string | null;
  device_id: string | null;
  /** JSON object or null. */
  detail: string | null;
  created_at: IsoTime;
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
