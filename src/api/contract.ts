// The request/response contract shared by the typed client and the server (TypeBox schemas).
import { Type, type Static } from 'typebox';

export const ErrorReply = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
  },
  { $id: 'ErrorReply', description: 'Every failed call: a clear message, nothing changed.' },
);
export type ErrorReply = Static<typeof ErrorReply>;

export const HealthReply = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  version: Type.String(),
  database: Type.Object({
    dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
    reachable: Type.Boolean(),
  }),
  migrations: Type.Object({
    level: Type.Union([Type.String(), Type.Null()]),
    pending: Type.Integer(),
  }),
  redis: Type.Union([Type.Literal('off'), Type.Literal('up'), Type.Literal('down')], {
    description:
      "'off': REDIS_URL is not set; 'down': Redis is unreachable and the database counts the limits",
  }),
  live_fan_out: Type.Array(
    Type.Union([Type.Literal('redis'), Type.Literal('postgres'), Type.Literal('process')]),
    { description: 'How live updates reach the other server processes, in the order tried' },
  ),
});
export type HealthReply = Static<typeof HealthReply>;

export const DateSettingReply = Type.Object({
  success: Type.Boolean(),
  date: Type.String({ description: 'Current slate date, YYYY-MM-DD' }),
  auto_update: Type.Boolean(),
  warning: Type.Union([Type.String(), Type.Null()]),
});
export type DateSettingReply = Static<typeof DateSettingReply>;

export const ProfileReply = Type.Object({
  success: Type.Literal(true),
  user: Type.Object({ id: Type.Integer(), email: Type.String() }),
  roles: Type.Array(Type.String()),
  credits: Type.Number(),
});
export type ProfileReply = Static<typeof ProfileReply>;
