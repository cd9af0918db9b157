import { READINESS_MEMBER_STATES, type TCohortReadiness } from '@ankur/shared/schemas/readiness';
import { BellRing } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { INPUT_CLASS } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/i18n';
import { useReadinessManageTranslation } from '../manage/i18n';
import { fullDate, relativeDay } from './format';

export type Member = TCohortReadiness['members'][number];
type MemberState = Member['state'];
export interface MemberFilter {
  state: MemberState | 'all';
  inactive: boolean;
}
export const NO_FILTER: MemberFilter = { state: 'all', inactive: false };

const STATE_TONES: Record<MemberState, BadgeTone> = { not_started: 'stone', in_progress: 'blue', completed: 'green' };

export const filterMembers = (members: readonly Member[], filter: MemberFilter) =>
  members.filter((m) => (filter.state === 'all' || m.state === filter.state) && (!filter.inactive || m.inactive));

function When({ iso }: { iso: string | null }) {
  const { t } = useReadinessManageTranslation();
  const language = useLanguage();
  if (!iso) return <span className="text-stone-500">{t('cohort.members.never')}</span>;
  return (
    <time dateTime={iso} title={fullDate(iso, language)}>
      {relativeDay(iso, language)}
    </time>
  );
}

/** The cohort's members with their state, filters by state and inactivity, selection and Nudge. */
export function MembersTable({
  members,
  filter,
  onFilter,
  onNudge,
}: {
  members: Member[];
  filter: MemberFilter;
  onFilter: (filter: MemberFilter) => void;
  onNudge: (members: Member[]) => void;
}) {
  const { t } = useReadinessManageTranslation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const shown = useMemo(() => filterMembers(members, filter), [members, filter]);
  const chosen = shown.filter((m) => selected.has(m.user_id));
  const allChosen = shown.length > 0 && chosen.length === shown.length;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="readiness-members" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div>
          <h3 id="readiness-members" className="text-lg font-semibold text-stone-900">
            {t('cohort.members.heading')}
          </h3>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('cohort.members.shown', { shown: shown.length, total: members.length })}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="readiness-state" className="text-sm font-medium text-stone-800">
              {t('cohort.members.filterState')}
            </label>
            <select
              id="readiness-state"
              className={`${INPUT_CLASS} w-auto`}
              value={filter.state}
              onChange={(e) => onFilter({ ...filter, state: e.target.value as MemberFilter['state'] })}
            >
              <option value="all">{t('cohort.members.allStates')}</option>
              {READINESS_MEMBER_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`cohort.members.states.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={filter.inactive}
              onChange={(e) => onFilter({ ...filter, inactive: e.target.checked })}
            />
            {t('cohort.members.onlyInactive')}
          </label>
          <button
            type="button"
            className="btn-primary"
            disabled={shown.length === 0}
            onClick={() => onNudge(chosen.length > 0 ? chosen : shown)}
          >
            <BellRing aria-hidden="true" className="size-4" />
            {chosen.length > 0
              ? t('cohort.members.nudgeSelected', { count: chosen.length })
              : t('cohort.members.nudgeShown', { count: shown.length })}
          </button>
        </div>
      </div>

      {shown.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200">
          <p>{t('cohort.members.none')}</p>
          <button type="button" className="btn-outline" onClick={() => onFilter(NO_FILTER)}>
            {t('cohort.members.clearFilters')}
          </button>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-stone-50 text-xs text-stone-600">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    aria-label={t('cohort.members.selectAll')}
                    checked={allChosen}
                    onChange={() => setSelected(allChosen ? new Set() : new Set(shown.map((m) => m.user_id)))}
                  />
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('cohort.members.name')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('cohort.members.state')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('cohort.members.score')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('cohort.members.lastActive')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('cohort.members.lastNudged')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t('cohort.members.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {shown.map((m) => (
                <tr key={m.user_id}>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      aria-label={t('cohort.members.select', { name: m.name })}
                      checked={selected.has(m.user_id)}
                      onChange={() => toggle(m.user_id)}
                    />
                  </td>
                  <th scope="row" className="px-3 py-2 font-medium text-stone-900">
                    {m.name}
                  </th>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      <Badge tone={STATE_TONES[m.state]}>{t(`cohort.members.states.${m.state}`)}</Badge>
                      {m.inactive ? <Badge tone="amber">{t('cohort.members.inactive')}</Badge> : null}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {m.overall === null ? t('cohort.members.never') : Math.round(m.overall)}
                  </td>
                  <td className="px-3 py-2 text-stone-700">
                    <When iso={m.last_activity_at} />
                  </td>
                  <td className="px-3 py-2 text-stone-700">
                    <When iso={m.last_nudged_at} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <button
                      type="button"
                      className="btn-ghost px-2 py-1 text-sm"
                      aria-label={t('cohort.members.nudgeOne', { name: m.name })}
                      onClick={() => onNudge([m])}
                    >
                      {t('cohort.members.nudge')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
