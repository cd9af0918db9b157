import type { TCompetitionDetail } from '@ankur/shared/schemas/competitions';
import { ExternalLink, Save } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useCreateCompetition, useUpdateCompetition } from '../../api/competitions';
import { ApplicationsTab } from './applications-tab';
import {
  inputOf,
  isDirty,
  type LocalIssue,
  localErrors,
  type ManageDraft,
  patchOf,
  type SetDraft,
  serverErrors,
  tabOfError,
} from './draft';
import { useManageTranslation } from './i18n';
import { JudgingTab } from './judging-tab';
import { LifecycleBar } from './lifecycle-bar';
import { ResultsTab } from './results-tab';
import { RoundsTab } from './rounds-tab';
import { SetupTab } from './setup-tab';

export const MANAGE_TABS = ['setup', 'rounds', 'applications', 'judging', 'results'] as const;
export type ManageTab = (typeof MANAGE_TABS)[number];
const EDIT_TABS: readonly ManageTab[] = ['setup', 'rounds'];

export const managePath = (id: number | 'new') => `/competition/manage/${id}`;

/**
 * The organiser's screen under its header: the tabs (in the address as ?tab=), the draft of Setup
 * and Rounds with one Save, and the lifecycle. Leaving with unsaved changes asks first.
 */
export function ManageEditor({
  competition,
  initial,
}: {
  competition: TCompetitionDetail | null;
  initial: ManageDraft;
}) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const create = useCreateCompetition();
  const patch = useUpdateCompetition(competition?.competition_id ?? 0);
  const pending = create.isPending || patch.isPending;
  const dirty = isDirty(base, draft);
  const requested = params.get('tab') as ManageTab | null;
  const tab: ManageTab =
    requested && MANAGE_TABS.includes(requested) && (competition || EDIT_TABS.includes(requested))
      ? requested
      : 'setup';
  const setTab = (next: ManageTab) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.set('tab', next);
        return search;
      },
      { replace: true },
    );

  // unsaved changes: asked before leaving the screen (tabs keep the draft, so they are not asked)
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const set: SetDraft = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  const word = ({ code, limit, origin }: LocalIssue) =>
    limit === undefined
      ? t('save.invalidValue')
      : code === 'too_small'
        ? t(origin === 'string' ? 'save.tooShort' : 'save.tooFew', { count: limit })
        : code === 'too_big'
          ? t(origin === 'string' ? 'save.tooLong' : 'save.tooMany', { count: limit })
          : t('save.invalidValue');
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setTab(tabOfError(first));
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const local = localErrors(draft, word);
    if (Object.keys(local).length) {
      showErrors(local);
      notify.error(t('save.invalid'));
      return;
    }
    setErrors({});
    try {
      if (competition) {
        await patch.mutateAsync(patchOf(base, draft));
        setBase(draft);
        notify.success(t('save.saved'));
      } else {
        const created = await create.mutateAsync(inputOf(draft));
        setBase(draft);
        dirtyRef.current = false;
        notify.success(t('save.created'));
        navigate(`${managePath(created.competition_id)}?tab=rounds`, { replace: true });
      }
    } catch (error) {
      const fields = serverErrors(error);
      showErrors(fields);
      notify.error(Object.keys(fields).length ? t('save.invalid') : errorText(error));
    }
  };

  const hasError = (which: ManageTab) => Object.keys(errors).some((k) => tabOfError(k) === which);
  const panels: Record<ManageTab, ReactNode> = {
    setup: <SetupTab draft={draft} set={set} errors={errors} />,
    rounds: <RoundsTab draft={draft} set={set} errors={errors} />,
    applications: competition ? <ApplicationsTab competition={competition} /> : null,
    judging: competition ? <JudgingTab competition={competition} onResults={() => setTab('results')} /> : null,
    results: competition ? <ResultsTab competition={competition} /> : null,
  };

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Link to="/competitions" className="text-sm text-brand-800 hover:underline">
            {t('back')}
          </Link>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {competition ? competition.title : t('titleNew')}
          </h1>
          {competition ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
              <Badge tone={competition.status === 'cancelled' ? 'red' : 'green'}>
                {t(`statuses.${competition.status}`)}
              </Badge>
              <Link
                to={`/competition/${competition.competition_id}`}
                className="inline-flex items-center gap-1 text-brand-800 underline"
              >
                {t('viewPublic')}
                <ExternalLink className="size-3.5" aria-hidden />
              </Link>
            </p>
          ) : null}
        </div>
        {EDIT_TABS.includes(tab) ? (
          <div className="flex flex-wrap items-center gap-2">
            <span role="status" className="text-sm text-stone-600">
              {dirty ? t('save.unsaved') : competition ? t('save.allSaved') : ''}
            </span>
            {dirty ? null : (
              <button type="submit" form={formId} className="btn-primary" disabled={pending || Boolean(competition)}>
                <Save className="size-4" aria-hidden />
                {competition ? t('save.save') : t('save.create')}
              </button>
            )}
          </div>
        ) : null}
      </header>

      {competition ? (
        <LifecycleBar
          competition={competition}
          dirty={dirty}
          onResults={tab === 'results' ? undefined : () => setTab('results')}
        />
      ) : null}

      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as ManageTab)} activationMode="manual">
        <Tabs.List
          aria-label={t('tabs.label')}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
        >
          {MANAGE_TABS.map((id) => {
            const disabled = !competition && !EDIT_TABS.includes(id);
            return (
              <Tabs.Trigger
                key={id}
                value={id}
                disabled={disabled}
                title={disabled ? t('tabs.saveFirst') : undefined}
                className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-stone-900 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800"
              >
                {t(`tabs.${id}`)}
                {hasError(id) ? (
                  <span
                    className="ml-1 inline-block size-2 rounded-full bg-red-600"
                    role="img"
                    aria-label={t('tabs.hasErrors')}
                  />
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {MANAGE_TABS.map((id) => (
          <Tabs.Content key={id} value={id} className="pt-5 focus-visible:outline-none">
            {tab !== id ? null : EDIT_TABS.includes(id) ? (
              <form id={formId} onSubmit={(e) => void save(e)} noValidate>
                {panels[id]}
                {dirty ? (
                  // the forms are long: the way to save stays in reach at the bottom of the screen
                  <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-end gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-t-xl">
                    {competition ? (
                      <button
                        type="button"
                        className="btn-ghost mr-auto"
                        onClick={() => {
                          setDraft(base);
                          setErrors({});
                        }}
                      >
                        {t('save.discard')}
                      </button>
                    ) : null}
                    <button type="submit" className="btn-primary" disabled={pending}>
                      <Save className="size-4" aria-hidden />
                      {pending ? t('save.saving') : competition ? t('save.save') : t('save.create')}
                    </button>
                  </div>
                ) : null}
              </form>
            ) : (
              panels[id]
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t('save.leaveTitle')}
        confirmLabel={t('save.discard')}
        cancelLabel={t('save.keep')}
        destructive
        onConfirm={() => {
          dirtyRef.current = false;
          blocker.proceed?.();
        }}
      >
        <p>{t('save.leaveBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
