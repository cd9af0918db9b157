import { defineModule } from '../../lib/module.ts';
import { registerUploadsPersonalData } from './personal-data.repository.ts';
import { uploadRoutes } from './uploads.routes.ts';

/** Uploaded files, shared by the modules that attach them (programs, messages): each registers its purposes. */
export const uploadsModule = defineModule({
  name: 'uploads',
  setup: async () => {
    registerUploadsPersonalData();
  },
  routes: async (api, { db, storage }) => {
    await api.register(uploadRoutes, { db, storage });
  },
});

export { registerUploadPurpose, type UploadPurpose, type UploadPurposePolicy } from './upload-purposes.ts';
export { uploadUrl } from './uploads.files.ts';
export type { UploadRow } from './uploads.repository.ts';
export { ownUpload, toUpload, uploadById } from './uploads.service.ts';
