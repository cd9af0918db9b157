import {
  APPLICATION_STATUSES,
  type TApplication,
  type TApplicationStatus,
  type TCompetitionDetail,
} from '@ankur/shared/schemas/competitions';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { useErrorText } from '../../../../lib/api-errors';
import { useApplications } from '../../api/applications';
import { useManageTranslation } from './i18n';
import { formatIst } from './ist';

const TONE: Record<TApplicationStatus, BadgeTone> = { draft: 'stone', submitted: 'green', withdrawn: 'red' };

/** One application read in full: the team, the answers in the form's order, the files. */
function ApplicationDialog({
  application,
  competition,
  onClose,
}: {
  application: TApplication | null;
  competition: TCompetitionDetail;
  onClose: () => void;
}) {
  const { t } = useManageTranslation();
  const a = application;
  return (
    <Modal open={a !== null} onOpenChange={(open) => !open && onClose()} title={a?.team_name ?? ''} width="40rem">
      {a ? (
        <div className="flex flex-col gap-4 text-sm text-stone-800">
          <p>
            <Badge tone={TONE[a.status]}>{t(`applications.statuses.${a.status}`)}</Badge>
          </p>
          <div>
            <h3 className="font-semibold text-stone-900">{t('applications.members')}</h3>
            <p>
              {a.lead.name} ({t('applications.lead')})
              {a.members.length ? `, ${a.members.map((m) => m.name).join(', ')}` : ''}
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-stone-900">{t('applications.answers')}</h3>
            <dl className="mt-1 flex flex-col gap-3">
              {competition.form
                .filter((f) => f.kind !== 'file')
                .map((f) => {
                  const answer = a.answers[f.key];
                  return (
                    <div key={f.key}>
                      <dt className="font-medium text-stone-700">{f.label}</dt>
                      <dd className="whitespace-pre-line">
                        {answer === undefined || answer === '' ? (
                          <span className="text-stone-500">{t('applications.noAnswer')}</span>
                        ) : f.kind === 'url' ? (
                          <a
                            href={String(answer)}
                            target="_blank"
                            rel="noreferrer"
                            className="text-brand-800 underline"
                          >
                            {String(answer)}
                          </a>
                        ) : (
                          String(answer)
                        )}
                      </dd>
                    </div>
                  );
                })}
            </dl>
          </div>
          {a.files.length ? (
            <div>
              <h3 className="font-semibold text-stone-900">{t('applications.files')}</h3>
              <ul className="mt-1 flex flex-col gap-1">
                {a.files.map((file) => (
                  <li key={file.key}>
                    <a
                      href={file.url}
                      target="_blank"
                      rel="noreferrer"
                      className="text-brand-800 underline"
                      aria-label={t('applications.openFile', { name: file.file_name })}
                    >
                      {competition.form.find((f) => f.key === file.key)?.label ?? file.key}: {file.file_name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

/** Applications: the table of teams (filter by status, 50 a page); a team's name opens its answers and files. */
export function ApplicationsTab({ competition }: { competition: TCompetitionDetail }) {
  const { t, language } = useManageTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TApplicationStatus | ''>('');
  const [open, setOpen] = useState<TApplication | null>(null);
  const list = useApplications(competition.competition_id, { status: status || undefined, page });

  const columns: DataTableColumn<TApplication>[] = [
    {
      id: 'team',
      header: t('applications.team'),
      cell: (a) => (
        <button
          type="button"
          className="text-left font-medium text-brand-800 underline-offset-2 hover:underline"
          aria-label={t('applications.open', { team: a.team_name })}
          onClick={() => setOpen(a)}
        >
          {a.team_name}
        </button>
      ),
    },
    { id: 'lead', header: t('applications.lead'), cell: (a) => a.lead.name },
    {
      id: 'status',
      header: t('applications.status'),
      cell: (a) => <Badge tone={TONE[a.status]}>{t(`applications.statuses.${a.status}`)}</Badge>,
    },
    {
      id: 'round',
      header: t('applications.round'),
      cell: (a) => (a.round ? t(`applications.entry.${a.round.status}`, { round: a.round.name }) : '—'),
    },
    {
      id: 'submitted',
      header: t('applications.submitted'),
      cell: (a) => (a.submitted_at ? formatIst(a.submitted_at, language) : t('applications.notSubmitted')),
    },
  ];
  const meta = list.data?.meta;
  const empty =
    status === '' && competition.status === 'draft'
      ? `${t('applications.empty')} ${t('applications.emptyDraft')}`
      : status === '' && competition.status === 'open'
        ? `${t('applications.empty')} ${t('applications.emptyOpen')}`
        : t('applications.empty');

  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label={t('applications.label')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(a) => a.application_id}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.isError ? `${t('applications.loadFailed')} ${errorText(list.error)}` : undefined}
        onRetry={() => void list.refetch()}
        emptyText={empty}
        toolbar={
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-status`} className="text-sm font-medium text-stone-800">
              {t('applications.filter')}
            </label>
            <select
              id={`${id}-status`}
              className={`${INPUT_CLASS} w-auto`}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as TApplicationStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('applications.all')}</option>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`applications.statuses.${s}`)}
                </option>
              ))}
            </select>
            {meta ? (
              <span className="text-sm text-stone-600">{t('applications.count', { count: meta.total })}</span>
            ) : null}
          </div>
        }
        pagination={
          meta && meta.total > meta.limit
            ? {
                page: meta.page,
                pageSize: meta.limit,
                total: meta.total,
                totalPages: Math.ceil(meta.total / meta.limit),
                onPageChange: setPage,
              }
            : undefined
        }
      />
      <ApplicationDialog application={open} competition={competition} onClose={() => setOpen(null)} />
    </div>
  );
}
