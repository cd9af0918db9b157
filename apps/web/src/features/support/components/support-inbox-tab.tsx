import {
  SUPPORT_STATUSES,
  type TSupportKind,
  type TSupportMessage,
  type TSupportStatus,
} from '@ankur/shared/schemas/support';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ItemDate } from '../../../components/ui/item-date';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/i18n';
import { useSupportMessages } from '../api/list-support-messages';
import { useUpdateSupportMessageStatus } from '../api/update-support-message';
import { useSupportTranslation } from '../i18n';
import { Badge } from './fields';
import { MessageDetailModal, STATUS_TONE } from './message-detail-modal';

type KindFilter = 'all' | TSupportKind;
type StatusFilter = 'all' | TSupportStatus;

const EXCERPT = 120;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={props.id} className="shrink-0 font-medium text-stone-700">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="w-full rounded-lg border border-stone-300 bg-white px-2 py-2 text-sm sm:w-auto"
      >
        {props.children}
      </select>
    </span>
  );
}

/**
 * The administrators' inbox (an Admin Center tab): Contact Us messages and bug reports, newest
 * first, filtered by type and status and searched on the server. A message opens in full in a
 * modal, where its status is set (shown at once, put back if the server refuses).
 */
export function SupportInboxTab() {
  const id = useId();
  const { t } = useSupportTranslation();
  const errorText = useErrorText();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const [opened, setOpened] = useState<TSupportMessage | null>(null);

  const query = useSupportMessages({
    page,
    limit,
    search,
    kind: kind === 'all' ? undefined : kind,
    status: status === 'all' ? undefined : status,
  });
  const update = useUpdateSupportMessageStatus();
  const totalPages = query.data?.meta.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  // the open message as the inbox now shows it (status changes included); the copy taken when it
  // was opened once it leaves the page (e.g. a status filter no longer matches it)
  const current = query.data?.data.find((m) => m.id === openId) ?? (opened?.id === openId ? opened : null);
  const pendingFor = update.isPending ? update.variables?.id : undefined;

  const setMessageStatus = (message: TSupportMessage, next: TSupportStatus) => {
    const previous = message.status;
    setOpened({ ...message, status: next });
    update.mutate(
      { id: message.id, status: next },
      {
        onSuccess: (saved) => {
          setOpened((m) => (m?.id === saved.id ? saved : m));
          notify.success(t('inbox.detail.statusChanged', { status: t(`status.${saved.status}`) }));
        },
        onError: (error) => {
          setOpened((m) => (m?.id === message.id ? { ...m, status: previous } : m));
          const reason = errorText(error);
          notify.error(t('inbox.detail.statusFailed', { reason }));
        },
      },
    );
  };

  const columns: DataTableColumn<TSupportMessage>[] = [
    {
      id: 'created_at',
      header: t('inbox.columns.received'),
      cell: (m) => <ItemDate date={m.created_at} locale={language} className="whitespace-nowrap" />,
    },
    {
      id: 'subject',
      header: t('inbox.columns.subject'),
      cell: (m) => (
        <button
          type="button"
          onClick={() => {
            setOpened(m);
            setOpenId(m.id);
          }}
          aria-label={t('inbox.open', { name: m.name })}
          className="flex max-w-md flex-col items-start rounded text-left hover:underline"
        >
          <span className="font-medium text-stone-900">
            {m.subject ?? (m.topic ? t(`topic.${m.topic}`) : t(`kind.${m.kind}`))}
          </span>
          <span className="text-xs break-words text-stone-500">{excerpt(m.message)}</span>
        </button>
      ),
    },
    {
      id: 'name',
      header: t('inbox.columns.from'),
      cell: (m) => (
        <span className="flex flex-col">
          <span className="text-stone-900">{m.name}</span>
          <span className="text-xs break-all text-stone-500">{m.email}</span>
        </span>
      ),
    },
    {
      id: 'kind',
      header: t('inbox.columns.kind'),
      cell: (m) => (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={m.kind === 'bug' ? 'red' : 'stone'}>{t(`kind.${m.kind}`)}</Badge>
          {m.severity ? <span className="text-xs text-stone-600">{t(`severity.${m.severity}`)}</span> : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('inbox.columns.status'),
      cell: (m) => <Badge tone={STATUS_TONE[m.status]}>{t(`status.${m.status}`)}</Badge>,
    },
  ];

  const filtered = kind !== 'all' || status !== 'all' || search.trim() !== '';
  return (
    <div className="flex flex-col gap-4">
      <DataTable<TSupportMessage>
        label={t('inbox.tableLabel')}
        columns={columns}
        rows={query.data?.data}
        rowKey={(m) => m.id}
        loading={query.isPending}
        fetching={query.isPlaceholderData}
        error={
          query.isError
            ? t(query.error instanceof ApiError && query.error.status === 403 ? 'inbox.forbidden' : 'inbox.loadError')
            : null
        }
        onRetry={() => void query.refetch()}
        emptyText={filtered ? t('inbox.emptyFiltered') : t('inbox.empty')}
        search={{
          value: search,
          label: t('inbox.search'),
          placeholder: t('inbox.searchPlaceholder'),
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        pagination={{
          page,
          pageSize: limit,
          total: query.data?.meta.total ?? 0,
          totalPages: Math.max(1, totalPages),
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setLimit(size);
            setPage(1);
          },
        }}
        toolbar={
          <>
            <FilterSelect
              id={`${id}-kind`}
              label={t('inbox.kindFilter')}
              value={kind}
              onChange={(v) => {
                setKind(v as KindFilter);
                setPage(1);
              }}
            >
              <option value="all">{t('inbox.kindAll')}</option>
              <option value="contact">{t('inbox.kindContact')}</option>
              <option value="bug">{t('inbox.kindBug')}</option>
            </FilterSelect>
            <FilterSelect
              id={`${id}-status`}
              label={t('inbox.statusFilter')}
              value={status}
              onChange={(v) => {
                setStatus(v as StatusFilter);
                setPage(1);
              }}
            >
              <option value="all">{t('inbox.statusAll')}</option>
              {SUPPORT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </FilterSelect>
          </>
        }
      />
      {current ? (
        <MessageDetailModal
          message={current}
          pending={pendingFor === current.id}
          onClose={() => setOpenId(null)}
          onSetStatus={(next) => setMessageStatus(current, next)}
        />
      ) : null}
    </div>
  );
}
