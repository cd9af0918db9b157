import { and, eq, ne } from 'drizzle-orm';
import { uploads } from '../../db/schema/uploads.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * Files a person uploaded (decision 35): listed in uploads.json and copied into the ZIP's files/
 * folder. Erasure deletes them from the storage, except a unit's documents: course material
 * that other learners need, which is not about the person (it stays, owned by the tombstone).
 */
const KEPT_PURPOSES = 'unit';

const UPLOADS: PersonalDataSource = {
  name: 'uploads',
  tables: ['uploads'],
  scope: 'tenant',
  order: 200,
  export: (tx, userId) =>
    tx
      .select({
        public_id: uploads.public_id,
        purpose: uploads.purpose,
        file_name: uploads.file_name,
        content_type: uploads.content_type,
        size_bytes: uploads.size_bytes,
        created_at: uploads.created_at,
      })
      .from(uploads)
      .where(eq(uploads.owner_user_id, userId)),
  files: (tx, userId) =>
    tx
      .select({ storageKey: uploads.storage_key, fileName: uploads.file_name })
      .from(uploads)
      .where(eq(uploads.owner_user_id, userId)),
  erase: async (tx, userId, ctx) => {
    const gone = await tx
      .delete(uploads)
      .where(and(eq(uploads.owner_user_id, userId), ne(uploads.purpose, KEPT_PURPOSES)))
      .returning({ key: uploads.storage_key });
    for (const { key } of gone) ctx.deleteFile(key);
  },
};

export function registerUploadsPersonalData(): void {
  registerPersonalData(UPLOADS);
}
