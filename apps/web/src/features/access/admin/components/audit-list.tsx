import type { TAuditEntry } from '@ankur/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ItemDate } from '../../../../components/ui/item-date';
import { type AuditTable, auditQueryOptions } from '../api';
import { Badge } from './fields';
import { LoadError } from './load-error';

export const AUDIT_LOAD_ERROR = 'Failed to fetch history.';

const ACTIONS = {
  create: { label: 'Created', tone: 'green' },
  update: { label: 'Updated', tone: 'blue' },
  delete: { label: 'Deleted', tone: 'red' },
} as const;

const fieldLabel = (name: string) => name.replace(/_/g, ' ');

function isPermissionList(value: unknown): value is { permission_name: string }[] {
  return (
    Array.isArray(value) &&
    value.every(
      (v) => typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>).permission_name === 'string',
    )
  );
}

/** A changed value as text: empty for null, lists comma-joined (permissions by name), JSON for other structures. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isPermissionList(value)) return value.length ? value.map((v) => v.permission_name).join(', ') : 'none';
  if (Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) {
    return value.length ? value.join(', ') : 'none';
  }
  return JSON.stringify(value);
}

function Change({ field, change }: { field: string; change: { from?: unknown; to?: unknown } }) {
  const hasFrom = 'from' in change;
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="font-medium text-stone-700 capitalize">{fieldLabel(field)}</dt>
      <dd className="break-words text-stone-800">
        {hasFrom ? (
          <>
            <span className="text-stone-500 line-through decoration-stone-400">{formatAuditValue(change.from)}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> changed to </span>
          </>
        ) : null}
        <span>{formatAuditValue(change.to)}</span>
      </dd>
    </div>
  );
}

/** The recorded changes of one record, newest first: who, when, what and each field's from → to. */
export function AuditEntries({ entries, now }: { entries: readonly TAuditEntry[]; now?: Date }) {
  if (entries.length === 0) {
    return <p className="py-4 text-sm text-stone-600">No changes have been recorded for this record yet.</p>;
  }
  return (
    <ol className="flex flex-col gap-3" aria-label="Recorded changes">
      {entries.map((entry) => {
        const action = ACTIONS[entry.action];
        const fields = Object.entries(entry.changes);
        return (
          <li key={entry.audit_id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
              <Badge tone={action.tone}>{action.label}</Badge>
              <span>
                by <strong className="text-stone-900">{entry.actor_name ?? 'System'}</strong>
              </span>
              <ItemDate date={entry.created_at} now={now} className="text-stone-500" />
            </p>
            {entry.action === 'delete' ? (
              <p className="mt-2 text-stone-600">The record was deleted.</p>
            ) : fields.length > 0 ? (
              <dl className="mt-2 flex flex-col gap-1.5">
                {fields.map(([field, change]) => (
                  <Change key={field} field={field} change={change} />
                ))}
              </dl>
            ) : (
              <p className="mt-2 text-stone-600">No field changed.</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Loads and pages system/audit/getAll for one record. */
export function AuditHistory({ tables, recordId }: { tables: readonly AuditTable[]; recordId: number }) {
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQueryOptions({ tables, recordId, page }));

  if (audit.isPending) {
    return (
      <p role="status" className="py-4 text-sm text-stone-600">
        Loading history…
      </p>
    );
  }
  if (audit.isError)
    return <LoadError error={audit.error} message={AUDIT_LOAD_ERROR} onRetry={() => void audit.refetch()} />;
  const { data, meta } = audit.data;
  return (
    <div className="flex flex-col gap-3" aria-busy={audit.isFetching}>
      <AuditEntries entries={data} />
      {meta.totalPages > 1 ? (
        <nav aria-label="History pages" className="flex items-center justify-between text-sm">
          <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            Page {page} of {meta.totalPages}
          </span>
          <button
            type="button"
            className="btn-ghost"
            disabled={page >= meta.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </nav>
      ) : null}
    </div>
  );
}
