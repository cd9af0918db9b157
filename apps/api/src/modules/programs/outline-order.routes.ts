import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import { ZOutlineOrder, ZProgramParams } from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { saveOutlineOrder } from './outline-order.service.ts';

/** The outline's order after a drag (issue 8): program managers only, inside the session's tenant. */
export const outlineOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/programs/:programId/outline/order',
    {
      config: { access: access.menu(PROGRAMS_MENU, 'update') },
      schema: {
        tags: ['Programs'],
        summary:
          "Saves the order of a program's courses, modules and units (every live one exactly once; modules and units may change parent within the program)",
        params: ZProgramParams,
        body: ZOutlineOrder,
        response: { 204: z.null().describe('Saved'), 400: ZError, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (req, reply) => {
      await saveOutlineOrder(db, scopeOf(req), req.params.programId, req.body);
      return reply.status(204).send(null);
    },
  );
};
