import { EXPORT_TTL_DAYS } from '@ankur/shared/schemas/personal-data';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type ExportedFile, personalDataSources } from '../../../lib/personal-data.ts';
import { newStorageKey } from '../../../lib/storage.ts';
import { exportReadyEmail } from './emails.ts';
import type { DataDeps } from './personal-data.service.ts';
import { allTenantIds, exportReady, findPerson, findRequest, updateRequest } from './requests.repository.ts';

/**
 * The 'personal-data.export' job (decision 35): one JSON file per registry entry (tenant entries
 * keyed by tenant), the person's uploaded files under files/, and a README, zipped into the
 * upload storage. Progress is written as it goes, for the screen's progress bar; a failure marks
 * the request failed (the screen offers Retry) rather than retrying for hours behind its back.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const isEmpty = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every(isEmpty));

const README = (brand: string, when: string) =>
  `Your data from ${brand}, exported on ${when} (India's Digital Personal Data Protection Act, 2023).

Each .json file holds one kind of data about you, as the platform stores it:
  user.json, sign_in.json, user_settings.json, sessions.json   your account
  roles.json, tenant_memberships.json                          your roles and organisations
  programs.json, notifications.json, messages.json, ...         per organisation (keyed by its id)
The files/ folder holds the files you uploaded.

This copy is yours; keep it safe: it contains your personal data.
`;

/** A file name safe inside the ZIP (stored names are already sanitised at upload: no folders, no dot first). */
const safeName = (name: string) => name.replace(/[\\/]/g, '_').replace(/^\.+/, '').slice(0, 120) || 'file';

async function collect(
  db: Db,
  userId: number,
  onStep: (done: number, total: number) => Promise<void>,
): Promise<{ data: Record<string, unknown>; files: ExportedFile[] }> {
  const globals = personalDataSources('global');
  const perTenant = personalDataSources('tenant');
  const tenantIds = await allTenantIds(db);
  const total = globals.length + tenantIds.length;
  let done = 0;
  const data: Record<string, unknown> = {};
  const files: ExportedFile[] = [];
  for (const source of globals) {
    data[source.name] = await source.export(db, userId);
    if (source.files) files.push(...(await source.files(db, userId)));
    await onStep(++done, total);
  }
  for (const tenantId of tenantIds) {
    await withTenant(db, tenantId, async (tx) => {
      for (const source of perTenant) {
        const rows = await source.export(tx, userId);
        if (source.files) files.push(...(await source.files(tx, userId)));
        if (isEmpty(rows)) continue;
        const byTenant = (data[source.name] ?? {}) as Record<string, unknown>;
        byTenant[tenantId] = rows;
        data[source.name] = byTenant;
      }
    });
    await onStep(++done, total);
  }
  return { data, files };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function buildExport(deps: DataDeps, requestId: number): Promise<void> {
  const { db, storage, clock } = deps;
  const request = await findRequest(db, requestId);
  if (request?.kind !== 'export' || !['pending', 'running'].includes(request.status)) return;
  const person = await findPerson(db, request.user_id);
  if (!person || person.isDeleted) {
    await updateRequest(db, requestId, { status: 'failed', error: 'the account no longer exists' });
    return;
  }
  await updateRequest(db, requestId, { status: 'running', progress: 1 });
  try {
    const { data, files } = await collect(db, request.user_id, (done, total) =>
      updateRequest(db, requestId, { progress: Math.max(1, Math.floor((done / total) * 80)) }),
    );
    const now = clock.now();
    const zip: Zippable = { 'README.txt': strToU8(README(deps.brandName, now.toISOString().slice(0, 10))) };
    for (const [name, value] of Object.entries(data)) {
      if (!isEmpty(value)) zip[`${name}.json`] = strToU8(JSON.stringify(value, null, 2));
    }
    const used = new Set<string>();
    for (const f of files) {
      const stored = await storage.get(f.storageKey);
      if (!stored) continue;
      let name = `files/${safeName(f.fileName)}`;
      for (let n = 2; used.has(name); n++) name = `files/${n}-${safeName(f.fileName)}`;
      used.add(name);
      // already compressed (images, PDFs, videos) more often than not: stored as they are
      zip[name] = [await readAll(stored.stream), { level: 0 }];
    }
    await updateRequest(db, requestId, { progress: 90 });
    const bytes = Buffer.from(zipSync(zip, { level: 6 }));
    const storageKey = newStorageKey();
    const { size } = await storage.put(storageKey, bytes);
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_DAYS * DAY_MS);
    await exportReady(db, requestId, { storageKey, size, completedAt: now, expiresAt });
    const link = `${deps.origin}/api/account/data/export/${requestId}/download`;
    const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || null;
    const mail = exportReadyEmail(deps.brandName, person.email, name, link, expiresAt);
    deps.mailer.send(mail).catch((err: Error) => deps.onMailError(err, mail));
  } catch (err) {
    deps.log.error({ err, requestId }, 'personal-data export failed');
    await updateRequest(db, requestId, {
      status: 'failed',
      error: String((err as Error)?.message ?? err).slice(0, 500),
    });
  }
}

/** The 'personal-data.expire' job: the file goes once the download has expired. */
export async function expireExport(deps: Pick<DataDeps, 'db' | 'storage' | 'clock'>, requestId: number): Promise<void> {
  const request = await findRequest(deps.db, requestId);
  if (!request?.storage_key) return;
  if (request.expires_at && new Date(request.expires_at) > deps.clock.now()) return;
  await deps.storage.delete(request.storage_key);
  await updateRequest(deps.db, requestId, { storage_key: null });
}
