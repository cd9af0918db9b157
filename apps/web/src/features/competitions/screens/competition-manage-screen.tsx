import { FileQuestion, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useCan } from '../../../stores/access';
import { useCompetition } from '../api/competitions';
import { draftOf, newDraft } from '../components/manage/draft';
import { useManageTranslation } from '../components/manage/i18n';
import { ManageEditor } from '../components/manage/manage-editor';

/**
 * /competition/manage/:eventId — the organiser's screen (the address's id is the competition's);
 * /competition/manage/new starts a draft. Setup, Rounds and judges, Applications, Judging, Results.
 */
export default function CompetitionManageScreen() {
  const { t } = useManageTranslation();
  const { eventId } = useParams();
  const isNew = eventId === 'new';
  const id = isNew ? 0 : Number(eventId);
  const validId = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const competition = useCompetition(validId ? id : 0);
  // the API lets holders of Competition create, and organisers of events (Event create), start one
  const competitionCreate = useCan('Competition', 'create');
  const eventCreate = useCan('Event', 'create');
  const canCreate = competitionCreate || eventCreate;

  const noAccess = (
    <StatePanel Icon={Lock} title={t('states.noAccess')} body={t('states.noAccessBody')} heading="h1">
      {validId ? (
        <Link to={`/competition/${id}`} className="btn-primary">
          {t('states.open')}
        </Link>
      ) : null}
      <Link to="/competitions" className="btn-outline">
        {t('back')}
      </Link>
    </StatePanel>
  );
  const notFound = (
    <StatePanel Icon={FileQuestion} title={t('states.notFound')} body={t('states.notFoundBody')} heading="h1">
      <Link to="/competitions" className="btn-primary">
        {t('back')}
      </Link>
    </StatePanel>
  );
  const defaults = {
    roundName: t('rounds.defaultName'),
    criteria: [
      { name: t('rubric.defaults.problem'), description: t('rubric.defaults.problemText') },
      { name: t('rubric.defaults.market'), description: t('rubric.defaults.marketText') },
      { name: t('rubric.defaults.team'), description: t('rubric.defaults.teamText') },
    ],
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      {isNew ? (
        canCreate ? (
          <ManageEditor key="new" competition={null} initial={newDraft(defaults)} />
        ) : (
          noAccess
        )
      ) : !validId ? (
        notFound
      ) : (
        <QueryGate query={competition} error={{ title: t('states.loadFailed'), heading: 'h1' }} notFound={notFound}>
          {(c) =>
            c.can_manage ? (
              <ManageEditor
                key={`${c.competition_id}-${c.status}-${c.rounds.map((r) => r.status).join()}`}
                competition={c}
                initial={draftOf(c)}
              />
            ) : (
              noAccess
            )
          }
        </QueryGate>
      )}
    </section>
  );
}
