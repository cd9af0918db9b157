import { hasPermission } from '@ankur/shared/access';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { forbidden } from '../../lib/errors.ts';
import type { Actor } from '../../lib/scope.ts';
import { registerUploadPurpose, uploadUrl } from '../uploads/index.ts';
import { publishedUnitCarriesFile } from './outline.repository.ts';

const isProgramManager = (actor: Actor) => hasPermission(actor.privileges, PROGRAMS_MENU, 'update');

/**
 * The files programs attach: a program's 'unit' files (uploaded by program managers; read by
 * program managers, and by those who may read programs only while a live unit of a published
 * program carries them: a file attached to nothing or to a draft answers like an unknown one)
 * and learners' 'submission' files (read by their owner and program managers).
 */
export function registerProgramUploads(): void {
  registerUploadPurpose('unit', {
    assertMayUpload: (actor) => {
      if (!isProgramManager(actor)) throw forbidden("Only program managers may upload a program's files.");
    },
    mayRead: (tx, actor, upload) =>
      isProgramManager(actor) ||
      (hasPermission(actor.privileges, PROGRAMS_MENU, 'read') &&
        publishedUnitCarriesFile(tx, uploadUrl(upload.public_id, ''))),
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
