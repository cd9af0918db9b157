import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { ListQuery } from '../../resources/query.ts';
import type { RegisteredResource } from '../../resources/routes.ts';
import { findProgram, type ProgramSearch, programSearchFilter, programSearchOrder } from './programs.repository.ts';

export const NO_SUCH_PROGRAM = 'No such program';

/** A live program of the tenant (managers see drafts and archives too); 404 otherwise. */
export async function assertProgramExists(tx: Db, programId: number): Promise<void> {
  if (!(await findProgram(tx, programId))) throw notFound(NO_SUCH_PROGRAM);
}

/** GET programs/searchPrograms: the programs list of the resource engine, narrowed by the search's filters. */
export function searchPrograms(db: Db, scope: Scope, reg: RegisteredResource, q: ListQuery, search: ProgramSearch) {
  return withTenant(db, scope.tenantId, (tx) =>
    reg.repo.list(tx, q, programSearchFilter(reg.scope(scope.actor), search), programSearchOrder(search)),
  );
}
