import {
  ENGINE_CATEGORIES,
  ENGINE_NAME_MAX,
  ENGINE_PHASES,
  ENGINE_UNITS,
  type TEngineCategory,
  type TEngineModuleWithStats,
  type TEngineUnit,
} from '@ankur/shared/schemas/engine';
import { useId, useState } from 'react';
import { INPUT_CLASS } from '../../../components/ui/field';
import { useEngineTranslation } from '../i18n';

export interface StatDraft {
  stat_name: string;
  module_id: number;
  parent_stat_id: number | null;
  category: TEngineCategory;
  unit: TEngineUnit;
}

/** Add or edit a stat: name, module, the stat it sits under, category and unit. */
export function StatForm({
  modules,
  initial,
  selfId,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  modules: TEngineModuleWithStats[];
  initial: StatDraft;
  selfId?: number;
  pending: boolean;
  error: string | null;
  onSubmit: (d: StatDraft) => void;
  onCancel?: () => void;
}) {
  const { t } = useEngineTranslation();
  const id = useId();
  const [d, setD] = useState(initial);
  const parents = modules
    .find((m) => m.module_id === d.module_id)
    ?.stats.filter((s) => s.parent_stat_id === null && s.stat_id !== selfId);
  const set = <K extends keyof StatDraft>(k: K, v: StatDraft[K]) => setD((old) => ({ ...old, [k]: v }));
  return (
    <form
      className="grid grid-cols-1 gap-2 sm:grid-cols-6 sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ ...d, stat_name: d.stat_name.trim() });
      }}
    >
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-stone-800">
          {t('manage.statName')}
        </label>
        <input
          id={`${id}-name`}
          className={INPUT_CLASS}
          required
          maxLength={ENGINE_NAME_MAX}
          value={d.stat_name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => set('stat_name', e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-module`} className="text-sm font-medium text-stone-800">
          {t('manage.module')}
        </label>
        <select
          id={`${id}-module`}
          className={INPUT_CLASS}
          value={d.module_id}
          onChange={(e) => setD({ ...d, module_id: Number(e.target.value), parent_stat_id: null })}
        >
          {modules.map((m) => (
            <option key={m.module_id} value={m.module_id}>
              {m.module_name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-parent`} className="text-sm font-medium text-stone-800">
          {t('manage.parent')}
        </label>
        <select
          id={`${id}-parent`}
          className={INPUT_CLASS}
          value={d.parent_stat_id ?? ''}
          onChange={(e) => set('parent_stat_id', e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('manage.noParent')}</option>
          {parents?.map((s) => (
            <option key={s.stat_id} value={s.stat_id}>
              {s.stat_name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-category`} className="text-sm font-medium text-stone-800">
          {t('manage.category')}
        </label>
        <select
          id={`${id}-category`}
          className={INPUT_CLASS}
          value={d.category}
          onChange={(e) => set('category', e.target.value as TEngineCategory)}
        >
          {ENGINE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-unit`} className="text-sm font-medium text-stone-800">
          {t('manage.unit')}
        </label>
        <select
          id={`${id}-unit`}
          className={INPUT_CLASS}
          value={d.unit}
          onChange={(e) => set('unit', e.target.value as TEngineUnit)}
        >
          {ENGINE_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`units.${u}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 sm:col-span-6">
        <button type="submit" className="btn-primary" disabled={pending}>
          {onCancel ? t('manage.save') : t('manage.addStat')}
        </button>
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {t('manage.cancel')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 sm:col-span-6">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Add or edit a module: its name and the phase from which it matters. */
export function ModuleForm({
  initial,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: { module_name: string; phase_id: number };
  pending: boolean;
  error: string | null;
  onSubmit: (d: { module_name: string; phase_id: number }) => void;
  onCancel?: () => void;
}) {
  const { t } = useEngineTranslation();
  const id = useId();
  const [d, setD] = useState(initial);
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ ...d, module_name: d.module_name.trim() });
      }}
    >
      <div className="flex flex-col gap-1 sm:w-64">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-stone-800">
          {t('manage.moduleName')}
        </label>
        <input
          id={`${id}-name`}
          className={INPUT_CLASS}
          required
          maxLength={ENGINE_NAME_MAX}
          value={d.module_name}
          onChange={(e) => setD({ ...d, module_name: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1 sm:w-48">
        <label htmlFor={`${id}-phase`} className="text-sm font-medium text-stone-800">
          {t('manage.modulePhase')}
        </label>
        <select
          id={`${id}-phase`}
          className={INPUT_CLASS}
          value={d.phase_id}
          onChange={(e) => setD({ ...d, phase_id: Number(e.target.value) })}
        >
          {ENGINE_PHASES.map((p, i) => (
            <option key={p} value={i}>
              {t(`phases.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {onCancel ? t('manage.save') : t('manage.addModule')}
        </button>
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {t('manage.cancel')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
