import type { ResourceName } from '@ankur/shared/resources';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import type { ResourceBindings } from '../resources/catalog.ts';
import type { RegisteredResource } from '../resources/routes.ts';
import type { FileStorage } from './storage.ts';

/** What app.ts hands every module's setup and routes. */
export interface ModuleContext {
  database: Database;
  db: Db;
  /** uploaded files (DATA_DIR/uploads by default; an S3-compatible store fits the same interface) */
  storage: FileStorage;
  /** the SPEC §7 resource groups the engine registered, for calls beside the conventions */
  resources: Record<ResourceName, RegisteredResource>;
}

/**
 * A domain module's one entry, exported by modules/X/index.ts: app.ts registers modules, never
 * their route, socket or job files (docs/architecture.md, "The module shape").
 */
export interface AppModule {
  name: string;
  /** the module's SPEC §7 resource groups: table, read access, scope, write guard and permissions */
  resources?: ResourceBindings;
  /** socket handlers, job handlers and app-wide hooks: run at the root once Socket.IO and the job queue exist */
  setup?: (app: FastifyInstance, ctx: ModuleContext) => Promise<void>;
  /** the module's HTTP routes, registered under /api */
  routes?: (api: FastifyInstance, ctx: ModuleContext) => Promise<void>;
}

export const defineModule = (m: AppModule): AppModule => m;
