import { BULK_MAX, ZError, zId, zList } from '@ankur/shared/schemas/common';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { dataTenant, withTenant } from '../db/tenant.ts';
import { badRequest } from '../lib/errors.ts';
import { type AccessRule, access } from '../plugins/access.ts';
import type { Actor } from '../plugins/session.ts';
import { dropAuditInput, withAuditInput } from './audit-input.ts';
import { limitBatch } from './batch.ts';
import { type ColumnInfo, exposedColumns } from './columns.ts';
import type { ResourceDefinition, WriteContext } from './define.ts';
import { type ListQuery, parseListQuery, ZListQuery } from './query.ts';
import { ResourceRepository } from './repository.ts';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const ZIdParam = z.object({ id: z.coerce.number({ error: 'must be a number' }).pipe(zId) });
const ZDeleteParams = ZIdParam.extend({ userId: z.coerce.number({ error: 'must be a number' }).pipe(zId) });
const ZGetQuery = ZListQuery.pick({ fields: true, filterFields: true });

/** The list answer of SPEC §7: { data, meta: { page, limit, total, totalPages } }, or { meta } alone. */
export function listResponse(q: ListQuery, rows: Record<string, unknown>[], total: number) {
  const meta = {
    page: q.limit === -1 ? 1 : q.page,
    limit: q.limit,
    total,
    totalPages: q.limit === -1 ? (total > 0 ? 1 : 0) : Math.ceil(total / q.limit),
  };
  return q.metadataOnly ? { meta } : { data: rows, meta };
}

export const listResponseSchema = (row: z.ZodObject) =>
  zList(row.partial()).or(z.object({ meta: zList(row).shape.meta }));

export interface RegisteredResource {
  repo: ResourceRepository;
  columns: Map<string, ColumnInfo>;
  defaults: { idKey: string; searchFields: readonly string[] };
  /** the records an actor may see (ResourceDefinition.scope), for calls beside the conventions */
  scope: (actor: Actor) => SQL | undefined;
  /** the data tenant of a request (run reads with withTenant) */
  tenant: (req: FastifyRequest) => string;
}

/**
 * Registers one resource group's calls under /api/<prefix>: getAll, get<Name>/:id,
 * create<Name>, update<Name>/:id, delete<Name>/:id/:userId, createMany, updateMany, deleteMany.
 */
export function registerResource(
  parent: FastifyInstance,
  def: ResourceDefinition,
  db: Db,
  defaultTenant: string,
): RegisteredResource {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const keys = Object.keys(def.row.shape);
  const columns = exposedColumns(def.table, keys);
  const repo = new ResourceRepository(def.table, columns, def.idKey);
  const defaults = { idKey: def.idKey, searchFields: def.searchFields };
  const p = `/${def.prefix}`;
  const tags = [def.tag];
  const read: AccessRule = def.readAccess ?? access.menu(def.menu, 'read');
  const write = (op: 'create' | 'update' | 'delete') => ({
    access: access.menu(def.menu, def.writePermissions?.[op] ?? op),
  });
  const scope = (req: FastifyRequest) => (def.scope ? def.scope(req.actor!) : undefined);
  const tenant = (req: FastifyRequest) => dataTenant(req.actor, defaultTenant);
  const ctx = (req: FastifyRequest): WriteContext => ({
    actor: req.actor!,
    tenant: tenant(req),
    guard: def.guard,
    scope: scope(req),
  });
  const partialRow = def.row.partial();
  const createBody = withAuditInput(def.create as z.ZodObject);
  const updateBody = withAuditInput(def.update);
  const updateItem = updateBody.safeExtend({ [def.idKey]: zId });
  const ZDeleteMany = z.strictObject({
    [def.idsKey]: z.array(zId).min(1, 'must list at least one id'),
    deleted_by: z.number().int().optional().describe('ignored: the signed-in user is recorded'),
  });

  app.get(
    `${p}getAll`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: `List ${def.tag.toLowerCase()} (page, limit, fields, filterFields, sortField, sortOrder, search, searchFields, metadataOnly)`,
        querystring: ZListQuery,
        response: { 200: listResponseSchema(def.row), ...errors },
      },
    },
    async (req) => {
      const q = parseListQuery(req.query, columns, defaults);
      const { rows, total } = await withTenant(db, tenant(req), (tx) => repo.list(tx, q, scope(req)));
      return listResponse(q, rows, total);
    },
  );

  app.get(
    `${p}${def.ops.get}/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: `Get one by ${def.idKey}`,
        params: ZIdParam,
        querystring: ZGetQuery,
        response: { 200: partialRow, ...errors },
      },
    },
    async (req) => {
      const q = parseListQuery(req.query, columns, defaults);
      return withTenant(db, tenant(req), (tx) => repo.get(tx, req.params.id, q, scope(req)));
    },
  );

  app.post(
    `${p}${def.ops.create}`,
    {
      config: write('create'),
      preHandler: dropAuditInput,
      schema: {
        tags,
        summary: 'Create (created_by is the signed-in user)',
        body: createBody,
        response: { 201: def.row, ...errors, 409: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await repo.create(db, req.body as Record<string, unknown>, ctx(req))),
  );

  app.put(
    `${p}${def.ops.update}/:id`,
    {
      config: write('update'),
      preHandler: dropAuditInput,
      schema: {
        tags,
        summary: 'Update (modified_by is the signed-in user)',
        params: ZIdParam,
        body: updateBody,
        response: { 200: def.row, ...errors, 409: ZError },
      },
    },
    async (req) => {
      const body = req.body as Record<string, unknown>;
      if (Object.keys(body).length === 0) throw badRequest('Invalid body: nothing to update');
      return repo.update(db, req.params.id, body, ctx(req));
    },
  );

  app.delete(
    `${p}${def.ops.delete}/:id/:userId`,
    {
      config: write('delete'),
      schema: {
        tags,
        summary: 'Soft-delete (deleted_by is the signed-in user; userId in the path is not trusted)',
        params: ZDeleteParams,
        response: { 200: z.object({ deleted: z.array(zId) }), ...errors },
      },
    },
    async (req) => ({ deleted: await repo.softDelete(db, [req.params.id], ctx(req)) }),
  );

  app.post(
    `${p}createMany`,
    {
      config: write('create'),
      preValidation: limitBatch,
      preHandler: dropAuditInput,
      schema: {
        tags,
        summary: `Create up to ${BULK_MAX} records, all or none`,
        body: z.array(createBody).min(1, 'must hold at least one item'),
        response: { 201: z.object({ data: z.array(def.row) }), ...errors, 409: ZError, 413: ZError },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await repo.createMany(db, req.body as Record<string, unknown>[], ctx(req)) }),
  );

  app.post(
    `${p}updateMany`,
    {
      config: write('update'),
      preValidation: limitBatch,
      preHandler: dropAuditInput,
      schema: {
        tags,
        summary: `Update up to ${BULK_MAX} records (each with its ${def.idKey}), all or none`,
        body: z.array(updateItem).min(1, 'must hold at least one item'),
        response: { 200: z.object({ data: z.array(def.row) }), ...errors, 409: ZError, 413: ZError },
      },
    },
    async (req) => {
      const items = req.body as Record<string, unknown>[];
      const ids = items.map((i) => i[def.idKey]);
      if (new Set(ids).size !== ids.length) throw badRequest(`Invalid body: each ${def.idKey} may appear once`);
      return { data: await repo.updateMany(db, items, ctx(req)) };
    },
  );

  app.put(
    `${p}deleteMany`,
    {
      config: write('delete'),
      preValidation: limitBatch,
      schema: {
        tags,
        summary: `Soft-delete up to ${BULK_MAX} records by ${def.idsKey}, all or none`,
        body: ZDeleteMany,
        response: { 200: z.object({ deleted: z.array(zId) }), ...errors, 413: ZError },
      },
    },
    async (req) => ({ deleted: await repo.softDelete(db, req.body[def.idsKey] as number[], ctx(req)) }),
  );
  return { repo, columns, defaults, scope: (actor) => def.scope?.(actor), tenant };
}
