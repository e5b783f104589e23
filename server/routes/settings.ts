// GET /api/settings/date: the current slate date every client starts from.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateSettingReply } from '../../src/api/contract';
import { readDateSetting } from '../services/date-setting';

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings/date',
    {
      schema: {
        tags: ['settings'],
        summary: "The current default (slate) date: California's today unless an admin pinned one",
        response: { 200: DateSettingReply },
      },
    },
    async () => ({ success: true, ...(await readDateSetting(app.database.db, app.clock)) }),
  );
};
