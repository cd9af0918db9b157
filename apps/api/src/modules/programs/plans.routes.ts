import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import {
  ZPlanCreate,
  ZPlanDetail,
  ZPlanItem,
  ZPlanItemParams,
  ZPlanItemUpdate,
  ZPlanList,
  ZPlanParams,
  ZPlanSummary,
  ZPlanUpdate,
} from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { createPlan, deletePlan, getPlan, listPlans, renamePlan, updatePlanItem } from './plans.service.ts';

const tags = ['Programs'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/**
 * A learner's plans (issue 8): read on 'Programs and Courses', always the session's own plans,
 * inside the session's tenant. "Today" is the app clock's date in India (DEFAULT_DATE_TIME_ZONE).
 */
export const planRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: access.menu(PROGRAMS_MENU, 'read') };
  const today = () => isoDateIn(app.identity.clock.now(), DEFAULT_DATE_TIME_ZONE);

  app.get(
    '/plans',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in user's plans, newest first, with total, completed and late items",
        response: { 200: ZPlanList, ...errors },
      },
    },
    async (req) => listPlans(db, scopeOf(req), today()),
  );

  app.post(
    '/plans',
    {
      config,
      schema: {
        tags,
        summary:
          "Plans a program the user is enrolled in (approved): starts on start_date's Monday and spreads the program's units over the weekly iterations, each due on its week's Sunday",
        body: ZPlanCreate,
        response: { 201: ZPlanDetail, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createPlan(db, scopeOf(req), req.body, today())),
  );

  app.get(
    '/plans/:planId',
    {
      config,
      schema: {
        tags,
        summary: 'One of your plans with its items by iteration, then outline order',
        params: ZPlanParams,
        response: { 200: ZPlanDetail, ...errors },
      },
    },
    async (req) => getPlan(db, scopeOf(req), req.params.planId, today()),
  );

  app.patch(
    '/plans/:planId',
    {
      config,
      schema: {
        tags,
        summary: 'Renames one of your plans',
        params: ZPlanParams,
        body: ZPlanUpdate,
        response: { 200: ZPlanSummary, ...errors },
      },
    },
    async (req) => renamePlan(db, scopeOf(req), req.params.planId, req.body.plan_name, today()),
  );

  app.patch(
    '/plans/:planId/items/:itemId',
    {
      config,
      schema: {
        tags,
        summary: "Moves a plan item to another iteration (at most the plan's) or target date",
        params: ZPlanItemParams,
        body: ZPlanItemUpdate,
        response: { 200: ZPlanItem, ...errors },
      },
    },
    async (req) => updatePlanItem(db, scopeOf(req), req.params, req.body),
  );

  app.delete(
    '/plans/:planId',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes one of your plans',
        params: ZPlanParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deletePlan(db, scopeOf(req), req.params.planId);
      return reply.status(204).send(null);
    },
  );
};
