// Kysely table types: the shape of every table the migrations create.
import type { Generated } from 'kysely';

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

export interface DB {
  users: UsersTable;
  user_roles: UserRolesTable;
  app_settings: AppSettingsTable;
  device_tokens: DeviceTokensTable;
}
