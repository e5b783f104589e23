// The Security tab's calls for a signed-in account: its security events (paged), its devices
// (list, sign one out, sign out every other one) and a password change with the current password.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '../../src/api/contract';
import {
  DeviceParams,
  DevicesReply,
  PasswordChangeBody,
  RevokeReply,
  SECURITY_EVENTS_PAGE_DEFAULT,
  SecurityEventsQuery,
  SecurityEventsReply,
  SecurityMessageReply,
} from '../../src/api/security-contract';
import {
  ACCOUNT_SECURITY_MESSAGES,
  newPasswordError,
} from '../../src/domain/account/account-security';
import { deviceLabel, describeUserAgent } from '../../src/domain/account/user-agent';
import { inIdempotentTransaction } from '../plugins/idempotency';
import { listDevices, revokeDevice, revokeOtherDevices } from '../services/account-devices';
import { changePassword, checkCurrentPassword } from '../services/account-passwords';
import { hashPassword } from '../services/passwords';
import {
  listSecurityEvents,
  originOf,
  recordSecurityEvent,
  SECURITY_EVENT_RETENTION_DAYS,
} from '../services/security-events';
import { BadRequest, NotFound } from './request-input';

export const settingsSecurityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const refusals = { 400: ErrorReply, 401: ErrorReply, 404: ErrorReply, 429: ErrorReply };

  app.get(
    '/settings/security/events',
    {
      schema: {
        tags: ['settings'],
        summary: "The account's security events, newest first, paged by id",
        description: `Sign-ins, code sends, failed attempts, password / email / phone changes and device sign-outs, each with device, browser and approximate address. Kept ${SECURITY_EVENT_RETENTION_DAYS} days.`,
        querystring: SecurityEventsQuery,
        response: { 200: SecurityEventsReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const page = await listSecurityEvents(db, request.account!.user.id, {
        before: request.query.before,
        limit: request.query.limit ?? SECURITY_EVENTS_PAGE_DEFAULT,
      });
      return {
        success: true as const,
        events: page.events,
        next_before: page.nextBefore,
        retention_days: SECURITY_EVENT_RETENTION_DAYS,
      };
    },
  );

  app.get(
    '/settings/security/devices',
    {
      schema: {
        tags: ['settings'],
        summary: "The account's signed-in devices (live device tokens); this one is marked current",
        response: { 200: DevicesReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const account = request.account!;
      const devices = await listDevices(
        db,
        app.clock,
        account.user.id,
        account.device?.tokenId ?? null,
      );
      return { success: true as const, devices };
    },
  );

  app.post(
    '/settings/security/devices/:id/revoke',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Signs one of your other devices out (404 for an id that is not a live device of yours)',
        params: DeviceParams,
        response: { 200: RevokeReply, ...refusals },
      },
    },
    async (request) => {
      const account = request.account!;
      const origin = originOf(request);
      // Logout signs this device out (and clears its cached data); this call is for the others
      if (request.params.id === account.device?.tokenId) {
        throw new BadRequest(ACCOUNT_SECURITY_MESSAGES.currentDevice);
      }
      await inIdempotentTransaction(request, async (trx) => {
        const revoked = await revokeDevice(trx, app.clock, account.user.id, request.params.id);
        if (!revoked) throw new NotFound(ACCOUNT_SECURITY_MESSAGES.deviceNotFound);
        await recordSecurityEvent(trx, app.clock, {
          userId: account.user.id,
          kind: 'device_signed_out',
          origin,
          detail: { device: deviceLabel(describeUserAgent(revoked.userAgent)) },
        });
      });
      return {
        success: true as const,
        message: ACCOUNT_SECURITY_MESSAGES.deviceSignedOut,
        signed_out: 1,
      };
    },
  );

  app.post(
    '/settings/security/devices/revoke-others',
    {
      schema: {
        tags: ['settings'],
        summary: 'Signs out every device of yours except this one',
        response: { 200: RevokeReply, 401: ErrorReply },
      },
    },
    async (request) => {
      const account = request.account!;
      const origin = originOf(request);
      const signedOut = await inIdempotentTransaction(request, async (trx) => {
        const count = await revokeOtherDevices(
          trx,
          app.clock,
          account.user.id,
          account.device?.tokenId ?? null,
        );
        await recordSecurityEvent(trx, app.clock, {
          userId: account.user.id,
          kind: 'other_devices_signed_out',
          origin,
          detail: { devices_signed_out: count },
        });
        return count;
      });
      return {
        success: true as const,
        message: ACCOUNT_SECURITY_MESSAGES.otherDevicesSignedOut,
        signed_out: signedOut,
      };
    },
  );

  app.post(
    '/settings/security/password/change',
    {
      schema: {
        tags: ['settings'],
        summary: 'Changes the password (the current one required); signs out every other device',
        description:
          'New password: the sign-up rules (8-1024 characters) and not the current one. A wrong ' +
          'current password answers 400 (not 401: the caller stays signed in); 5 wrong ones per ' +
          '15 minutes, then 429.',
        body: PasswordChangeBody,
        response: { 200: SecurityMessageReply, ...refusals },
      },
    },
    async (request) => {
      const account = request.account!;
      const { current_password: current, new_password: next } = request.body;
      const weak = newPasswordError(next, current);
      if (weak) throw new BadRequest(weak);
      await checkCurrentPassword(db, app.rateLimits, app.clock, account.user.id, current);
      const passwordHash = await hashPassword(next);
      const origin = originOf(request);
      await inIdempotentTransaction(request, (trx) =>
        changePassword(trx, app.clock, {
          userId: account.user.id,
          keepTokenId: account.device?.tokenId ?? null,
          passwordHash,
          origin,
        }),
      );
      return { success: true as const, message: ACCOUNT_SECURITY_MESSAGES.passwordChanged };
    },
  );
};
