import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The personal-data registry (issue 20, decision 35). Every module that keeps data about a person
 * registers, from its index.ts, how to export it and how to erase it; the export job writes one
 * JSON file per entry and the erasure job runs every entry's erase. A table that holds a person's
 * name, e-mail or phone and is not erased here fails the erasure test
 * (modules/identity/personal-data/erasure.test.ts), which searches every column of the database.
 *
 * Registering a new table takes a few lines, in that module's `personal-data.repository.ts`:
 *
 *   registerPersonalData({
 *     name: 'investor_profiles',
 *     scope: 'tenant',
 *     export: (tx, userId) => tx.select().from(investorProfiles).where(eq(investorProfiles.user_id, userId)),
 *     erase: async (tx, userId) => {
 *       await tx.delete(investorProfiles).where(eq(investorProfiles.user_id, userId));
 *     },
 *   });
 */

/** Who is being erased: what their rows may carry, for entries that scrub text others keep. */
export interface ErasedPerson {
  userId: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

export interface EraseContext {
  /** the name shown instead of the person's where their contribution stays (FORMER_MEMBER) */
  anonymousName: string;
  person: ErasedPerson;
  /** removes a file from the upload storage once the erasing transaction has committed */
  deleteFile(storageKey: string): void;
}

/** A stored file to put into the export (the ZIP's files/ folder). */
export interface ExportedFile {
  storageKey: string;
  fileName: string;
}

export interface PersonalDataSource {
  /** the export's file name (name.json): the table or the group of tables, unique */
  name: string;
  /**
   * the tables this entry exports and erases: the erasure test checks that every table pointing
   * at a user (or holding an e-mail, name or phone column) is named by some entry
   */
  tables: readonly string[];
  /**
   * 'global': run once, outside any tenant (users, sessions, support tickets...);
   * 'tenant': run once per tenant inside withTenant (row-level security shows that tenant's rows)
   */
  scope: 'global' | 'tenant';
  /** the person's rows (plain JSON); an empty array or null leaves them out of the ZIP */
  export(tx: Db, userId: number): Promise<unknown>;
  /** deletes or anonymises the person's rows; runs inside the erasure's transaction, must be idempotent */
  erase(tx: Db, userId: number, ctx: EraseContext): Promise<void>;
  /** stored files the export should carry (uploads) */
  files?(tx: Db, userId: number): Promise<ExportedFile[]>;
  /** erase order: lower runs first within its scope (default 100); the user row itself runs last */
  order?: number;
}

const sources = new Map<string, PersonalDataSource>();

/** Adds an entry; the same entry again is ignored, another with a taken name is a programming error. */
export function registerPersonalData(source: PersonalDataSource): void {
  const known = sources.get(source.name);
  if (known && known !== source) throw new Error(`personal data "${source.name}" registered twice`);
  sources.set(source.name, source);
}

/** Every table some registered entry covers. */
export const coveredTables = (): Set<string> => new Set([...sources.values()].flatMap((s) => s.tables));

/** Every registered entry of a scope, in erase order. */
export function personalDataSources(scope?: PersonalDataSource['scope']): PersonalDataSource[] {
  return [...sources.values()]
    .filter((s) => scope === undefined || s.scope === scope)
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const needlesOf = (person: ErasedPerson, withLoneNames: boolean) => {
  const full = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const lone = withLoneNames ? [person.firstName, person.lastName] : [];
  return [full, person.email, person.username, person.phone, ...lone]
    .filter((s): s is string => typeof s === 'string' && s.trim().length >= 3)
    .sort((a, b) => b.length - a.length);
};

const regexOf = (needles: string[]) => needles.map(escapeRegex).join('|');

/**
 * The SQL of `column` with every trace of the person (full name, username, e-mail, phone, and
 * the first and last name on their own) replaced by the anonymous name, for text others keep (a
 * notification "Asha Rao sent you a message"). Case-insensitive; longest strings first, so a
 * full name is replaced whole.
 */
export function anonymisedText(column: unknown, ctx: EraseContext): SQL {
  const needles = needlesOf(ctx.person, true);
  if (needles.length === 0) return sql`${column}`;
  return sql`regexp_replace(${column}, ${regexOf(needles)}, ${ctx.anonymousName}, 'gi')`;
}

/**
 * A WHERE test: the column names the person by full name, username, e-mail or phone (a first
 * name alone is too common to pick other people's rows by; anonymisedText still replaces it in
 * the rows this picks).
 */
export function mentions(column: unknown, ctx: EraseContext): SQL {
  const needles = needlesOf(ctx.person, false);
  if (needles.length === 0) return sql`false`;
  return sql`${column} ~* ${regexOf(needles)}`;
}
