import { hasPermission } from '@ankur/shared/access';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { forbidden } from '../../lib/errors.ts';
import type { Actor } from '../../lib/scope.ts';
import { registerUploadPurpose } from '../uploads/index.ts';

const isProgramManager = (actor: Actor) => hasPermission(actor.privileges, PROGRAMS_MENU, 'update');

/**
 * The files programs attach: a program's 'unit' files (uploaded by program managers, read by
 * anyone signed in to the tenant) and learners' 'submission' files (read by their owner and
 * program managers).
 */
export function registerProgramUploads(): void {
  registerUploadPurpose('unit', {
    assertMayUpload: (actor) => {
      if (!isProgramManager(actor)) throw forbidden("Only program managers may upload a program's files.");
    },
    mayRead: () => true,
  });
  registerUploadPurpose('submission', {
    assertMayUpload: (actor) => {
      if (!hasPermission(actor.privileges, PROGRAMS_MENU, 'read')) {
        throw forbidden('You do not have permission to submit assignments.');
      }
    },
    mayRead: (_tx, actor) => isProgramManager(actor),
  });
}
