import { FileQuestion, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useCan } from '../../../stores/access';
import { useManagedEvent } from '../api/manage';
import { draftOfEvent, newEventDraft } from '../components/editor/event-draft';
import { EventForm } from '../components/editor/event-form';
import { useManageTranslation } from '../components/manage/i18n';

/** /manage-event/:event_id — the organiser's editor; /manage-event/new starts a new event (a draft once saved). */
export default function EventEditorScreen() {
  const { t } = useManageTranslation();
  const { event_id: param } = useParams();
  const canCreate = useCan('Event', 'create');
  const isNew = param === 'new';
  const id = isNew ? 0 : Number(param);
  const validId = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const event = useManagedEvent(validId ? id : 0);

  const back = (
    <Link to="/events" className="btn-primary">
      {t('editor.back')}
    </Link>
  );
  const notFound = (
    <StatePanel Icon={FileQuestion} title={t('editor.notFound')} body={t('editor.notFoundBody')} heading="h1">
      {back}
    </StatePanel>
  );

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {isNew ? (
        canCreate ? (
          <EventForm initial={newEventDraft(t('editor.tickets.defaultName'))} event={null} />
        ) : (
          <StatePanel Icon={Lock} title={t('editor.noCreate')} body={t('editor.noCreateBody')} heading="h1">
            {back}
          </StatePanel>
        )
      ) : !validId ? (
        notFound
      ) : (
        <QueryGate query={event} error={{ title: t('editor.loadFailed'), heading: 'h1' }} notFound={notFound}>
          {(found) =>
            found.can_manage ? (
              <EventForm key={found.event_id} initial={draftOfEvent(found)} event={found} />
            ) : (
              <StatePanel Icon={Lock} title={t('editor.noAccess')} body={t('editor.noAccessBody')} heading="h1">
                <Link to={`/events/${found.event_id}`} className="btn-primary">
                  {t('editor.viewPage')}
                </Link>
              </StatePanel>
            )
          }
        </QueryGate>
      )}
    </section>
  );
}
