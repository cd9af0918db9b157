import { integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';

/** A file stored behind the storage interface (lib/storage.ts): a unit's document or a submission. */
export const uploads = pgTable(
  'uploads',
  {
    upload_id: serial('upload_id').primaryKey(),
    /** the file's address (/api/uploads/{public_id}/{name}): random, so files cannot be found by counting */
    public_id: uuid('public_id').notNull().defaultRandom(),
    ...tenantColumn(),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.user_id),
    /** registered by the module that attaches the file (modules/uploads): unit, submission, message */
    purpose: text('purpose').notNull(),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_storage_key_uq').on(t.storage_key), uniqueIndex('uploads_public_id_uq').on(t.public_id)],
);
