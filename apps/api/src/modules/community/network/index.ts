import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import { registerNetworkDelivery } from './network.events.ts';
import { networkRoutes } from './network.routes.ts';
import { organisationRoutes } from './organisations.routes.ts';
import { registerOrganisationTarget } from './organisations.service.ts';

/**
 * The network capability of the community (issue 21): members directory, connections, following,
 * suggestions and organisation pages. communityModule calls these two, one line each.
 */
export async function setupNetwork(app: FastifyInstance, db: Db): Promise<void> {
  registerOrganisationTarget();
  const unregister = registerNetworkDelivery(db, app.io);
  app.addHook('onClose', async () => unregister());
}

export async function networkRoutesAll(api: FastifyInstance, opts: { db: Db; storage: FileStorage }): Promise<void> {
  await api.register(networkRoutes, { db: opts.db });
  await api.register(organisationRoutes, opts);
}
