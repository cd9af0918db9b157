import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

/** The uploads table (tenant table, row-level security): whose each stored file is and what it is. */

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  tx: Db,
  values: Pick<UploadRow, 'owner_user_id' | 'purpose' | 'storage_key' | 'file_name' | 'content_type' | 'size_bytes'>,
): Promise<UploadRow> {
  const [row] = await tx.insert(uploads).values(values).returning();
  return row!;
}

export async function findUpload(tx: Db, uploadId: number): Promise<UploadRow | undefined> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.upload_id, uploadId));
  return row;
}

/** An upload by its address key (the random public id of its URL). */
export async function findUploadByPublicId(tx: Db, publicId: string): Promise<UploadRow | undefined> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.public_id, publicId));
  return row;
}

/** The owner's own upload of a purpose, or undefined. */
export async function findOwnUpload(
  tx: Db,
  ownerId: number,
  uploadId: number,
  purpose: string,
): Promise<UploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.upload_id, uploadId), eq(uploads.owner_user_id, ownerId), eq(uploads.purpose, purpose)));
  return row;
}
