import { EVENT_ERRORS, type TRegistrationRow } from '@ankur/shared/schemas/events';
import { CircleAlert, CircleCheck, CircleX, ScanLine, Search, UserCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/api-errors';
import { useLanguage } from '../../../../lib/i18n';
import { type CheckInResult, useCheckIn, useRegistrations } from '../../api/manage';
import { useManageTranslation } from './i18n';
import { QrCamera } from './qr-camera';
import { timeInZone } from './status-badge';

type Outcome =
  | { kind: 'ok' | 'already'; result: CheckInResult }
  | { kind: 'unknown' }
  | { kind: 'failed'; reason: string };

/** The door: scan (camera), type or paste a code (hardware scanners type it and Enter), or find a name. */
export function CheckInPanel({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const language = useLanguage();
  const id = useId();
  const checkIn = useCheckIn(eventId);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = (input: { ticket_code: string } | { registration_id: number }) =>
    checkIn.mutate(input, {
      onSuccess: (result) => setOutcome({ kind: result.first_time ? 'ok' : 'already', result }),
      onError: (error) =>
        setOutcome(
          error instanceof ApiError && (error.status === 404 || error.message === EVENT_ERRORS.noTicket)
            ? { kind: 'unknown' }
            : { kind: 'failed', reason: errorText(error) },
        ),
    });
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (value.length < 8) {
      setOutcome({ kind: 'unknown' });
      return;
    }
    run({ ticket_code: value });
    setCode('');
  };

  return (
    <div className="flex flex-col gap-5">
      <OutcomeBanner outcome={outcome} timeZone={timeZone} language={language} />
      <div className="grid gap-5 lg:grid-cols-2">
        <section
          aria-labelledby={`${id}-scan`}
          className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
        >
          <h2 id={`${id}-scan`} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <ScanLine className="size-5" aria-hidden />
            {t('manage.checkIn.scanTitle')}
          </h2>
          <QrCamera onCode={(scanned) => run({ ticket_code: scanned })} />
          <form onSubmit={submitCode} className="flex flex-col gap-1">
            <label htmlFor={`${id}-code`} className="text-sm font-medium text-stone-800">
              {t('manage.checkIn.code')}
            </label>
            <div className="flex gap-2">
              <input
                id={`${id}-code`}
                aria-describedby={`${id}-code-hint`}
                className={`${INPUT_CLASS} font-mono`}
                autoComplete="off"
                spellCheck={false}
                maxLength={200}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <button type="submit" className="btn-primary shrink-0" disabled={checkIn.isPending}>
                {t('manage.checkIn.submit')}
              </button>
            </div>
            <p id={`${id}-code-hint`} className="text-xs text-stone-500">
              {t('manage.checkIn.codeHint')}
            </p>
          </form>
        </section>
        <NameSearch
          eventId={eventId}
          timeZone={timeZone}
          pending={checkIn.isPending}
          onCheckIn={(row) => run({ registration_id: row.registration_id })}
        />
      </div>
    </div>
  );
}

function OutcomeBanner({
  outcome,
  timeZone,
  language,
}: {
  outcome: Outcome | null;
  timeZone: string;
  language: string;
}) {
  const { t } = useManageTranslation();
  let body: { tone: string; Icon: typeof CircleCheck; text: string } | null = null;
  if (outcome?.kind === 'ok') {
    const r = outcome.result.registration;
    body = {
      tone: 'bg-green-50 text-green-900 ring-green-600',
      Icon: CircleCheck,
      text: t('manage.checkIn.ok', { name: r.person.name, ticket: r.ticket_type.name }),
    };
  } else if (outcome?.kind === 'already') {
    const r = outcome.result.registration;
    body = {
      tone: 'bg-amber-50 text-amber-900 ring-amber-500',
      Icon: CircleAlert,
      text: t('manage.checkIn.already', {
        name: r.person.name,
        time: r.checked_in_at ? timeInZone(r.checked_in_at, timeZone, language) : '',
      }),
    };
  } else if (outcome?.kind === 'unknown') {
    body = { tone: 'bg-red-50 text-red-900 ring-red-600', Icon: CircleX, text: t('manage.checkIn.unknown') };
  } else if (outcome?.kind === 'failed') {
    body = {
      tone: 'bg-red-50 text-red-900 ring-red-600',
      Icon: CircleX,
      text: t('manage.checkIn.failed', { reason: outcome.reason }),
    };
  }
  return (
    <div role="status" aria-live="assertive" aria-atomic="true">
      {body ? (
        <p
          className={`flex items-center gap-3 rounded-2xl px-4 py-4 text-lg font-semibold ring-2 ${body.tone}`}
          data-outcome={outcome?.kind}
        >
          <body.Icon className="size-7 shrink-0" aria-hidden />
          {body.text}
        </p>
      ) : null}
    </div>
  );
}

function NameSearch({
  eventId,
  timeZone,
  pending,
  onCheckIn,
}: {
  eventId: number;
  timeZone: string;
  pending: boolean;
  onCheckIn: (row: TRegistrationRow) => void;
}) {
  const { t } = useManageTranslation();
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useRegistrations(eventId, { q, status: 'confirmed', limit: 8 }, q.length >= 2);
  const rows = found.data?.data ?? [];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Search className="size-5" aria-hidden />
        {t('manage.checkIn.searchTitle')}
      </h2>
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('manage.checkIn.search')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={INPUT_CLASS}
        placeholder={t('manage.checkIn.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {q.length < 2 ? (
        <p className="text-sm text-stone-600">{t('manage.checkIn.searchPrompt')}</p>
      ) : found.isSuccess && rows.length === 0 ? (
        <p className="text-sm text-stone-600">{t('manage.checkIn.searchEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100">
          {rows.map((row) => (
            <li key={row.registration_id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium text-stone-900">{row.person.name}</span>
                <span className="block text-xs text-stone-600">{row.ticket_type.name}</span>
              </span>
              {row.checked_in_at ? (
                <span className="text-sm text-stone-600">
                  {t('manage.checkIn.checkedInAt', { time: timeInZone(row.checked_in_at, timeZone, language) })}
                </span>
              ) : (
                <button
                  type="button"
                  className="btn-outline shrink-0"
                  disabled={pending}
                  aria-label={`${t('manage.checkIn.submit')}: ${row.person.name}`}
                  onClick={() => onCheckIn(row)}
                >
                  <UserCheck className="size-4" aria-hidden />
                  {t('manage.checkIn.submit')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
