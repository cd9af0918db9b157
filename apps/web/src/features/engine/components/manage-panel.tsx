import { ENGINE_PHASES, type TEngineModuleWithStats, type TEngineStat } from '@ankur/shared/schemas/engine';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import {
  useCreateModule,
  useCreateStat,
  useDeleteModule,
  useDeleteStat,
  usePatchModule,
  usePatchStat,
} from '../api/engine';
import { useEngineTranslation } from '../i18n';
import { ModuleForm, type StatDraft, StatForm } from './stat-form';

type Doomed = { kind: 'stat'; stat: TEngineStat } | { kind: 'module'; module: TEngineModuleWithStats } | null;

const draftOf = (s: TEngineStat): StatDraft => ({
  stat_name: s.stat_name,
  module_id: s.module_id,
  parent_stat_id: s.parent_stat_id,
  category: s.category,
  unit: s.unit as StatDraft['unit'],
});

/** Modules and their stats: add, rename, move (module, parent) and delete (confirmed). */
export function ManagePanel({ modules }: { modules: TEngineModuleWithStats[] }) {
  const { t } = useEngineTranslation();
  const createModule = useCreateModule();
  const patchModule = usePatchModule();
  const deleteModule = useDeleteModule();
  const createStat = useCreateStat();
  const patchStat = usePatchStat();
  const deleteStat = useDeleteStat();
  const [editing, setEditing] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<Doomed>(null);
  const [addKey, setAddKey] = useState(0);
  const first = modules[0];

  return (
    <div className="flex flex-col gap-5">
      {modules.length === 0 ? <p className="text-sm text-stone-600">{t('manage.emptyModules')}</p> : null}
      <ul className="flex flex-col gap-4">
        {modules.map((m) => (
          <li key={m.module_id} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
            {editing === `m${m.module_id}` ? (
              <ModuleForm
                initial={{ module_name: m.module_name, phase_id: m.phase_id }}
                pending={patchModule.isPending}
                error={patchModule.error?.message ?? null}
                onCancel={() => setEditing(null)}
                onSubmit={(patch) =>
                  patchModule.mutate(
                    { id: m.module_id, patch },
                    {
                      onSuccess: () => {
                        setEditing(null);
                        notify.success(t('manage.savedModule'));
                      },
                    },
                  )
                }
              />
            ) : (
              <div className="flex items-center justify-between gap-2">
                <h3 className="min-w-0 font-semibold text-stone-900">
                  {m.module_name}{' '}
                  <span className="text-sm font-normal text-stone-600">
                    · {t('manage.from', { phase: t(`phases.${ENGINE_PHASES[m.phase_id] ?? 'awakening'}`) })} ·{' '}
                    {t('manage.statsCount', { count: m.stats.length })}
                  </span>
                </h3>
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className="btn-ghost"
                    aria-label={t('manage.editModule', { name: m.module_name })}
                    onClick={() => setEditing(`m${m.module_id}`)}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className="btn-ghost text-red-700"
                    aria-label={t('manage.deleteModule', { name: m.module_name })}
                    onClick={() => setDoomed({ kind: 'module', module: m })}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              </div>
            )}
            <ul className="mt-2 flex flex-col divide-y divide-stone-100">
              {m.stats.map((s) => (
                <li key={s.stat_id} className={`py-2 ${s.parent_stat_id ? 'pl-6' : ''}`}>
                  {editing === `s${s.stat_id}` ? (
                    <StatForm
                      modules={modules}
                      initial={draftOf(s)}
                      selfId={s.stat_id}
                      pending={patchStat.isPending}
                      error={patchStat.error?.message ?? null}
                      onCancel={() => setEditing(null)}
                      onSubmit={(patch) =>
                        patchStat.mutate(
                          { id: s.stat_id, patch },
                          {
                            onSuccess: () => {
                              setEditing(null);
                              notify.success(t('manage.savedStat'));
                            },
                          },
                        )
                      }
                    />
                  ) : (
                    <div className="flex items-center justify-between gap-2">
                      <p className="min-w-0 text-sm text-stone-900">
                        {s.stat_name}{' '}
                        <span className="text-stone-600">
                          · {t(`categories.${s.category}`)} · {t(`units.${s.unit as 'count'}`)}
                        </span>
                      </p>
                      <div className="flex shrink-0 gap-1">
                        <button
                          type="button"
                          className="btn-ghost"
                          aria-label={t('manage.editStat', { name: s.stat_name })}
                          onClick={() => {
                            patchStat.reset();
                            setEditing(`s${s.stat_id}`);
                          }}
                        >
                          <Pencil aria-hidden className="size-4" />
                        </button>
                        <button
                          type="button"
                          className="btn-ghost text-red-700"
                          aria-label={t('manage.deleteStat', { name: s.stat_name })}
                          onClick={() => setDoomed({ kind: 'stat', stat: s })}
                        >
                          <Trash2 aria-hidden className="size-4" />
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {first ? (
        <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <h3 className="mb-2 font-semibold text-stone-900">{t('manage.addStat')}</h3>
          <StatForm
            key={`stat-${addKey}`}
            modules={modules}
            initial={{
              stat_name: '',
              module_id: first.module_id,
              parent_stat_id: null,
              category: 'custom',
              unit: 'count',
            }}
            pending={createStat.isPending}
            error={createStat.error?.message ?? null}
            onSubmit={(d) =>
              createStat.mutate(d, {
                onSuccess: () => {
                  setAddKey((k) => k + 1);
                  notify.success(t('manage.savedStat'));
                },
              })
            }
          />
        </div>
      ) : null}
      <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
        <h3 className="mb-2 font-semibold text-stone-900">{t('manage.addModule')}</h3>
        <ModuleForm
          key={`module-${addKey}`}
          initial={{ module_name: '', phase_id: 0 }}
          pending={createModule.isPending}
          error={createModule.error?.message ?? null}
          onSubmit={(d) =>
            createModule.mutate(d, {
              onSuccess: () => {
                setAddKey((k) => k + 1);
                notify.success(t('manage.savedModule'));
              },
            })
          }
        />
      </div>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        destructive
        title={
          doomed?.kind === 'stat'
            ? t('manage.confirmStat', { name: doomed.stat.stat_name })
            : doomed?.kind === 'module'
              ? t('manage.confirmModule', { name: doomed.module.module_name })
              : ''
        }
        confirmLabel={t('manage.delete')}
        pending={deleteStat.isPending || deleteModule.isPending}
        error={(deleteStat.error ?? deleteModule.error)?.message ?? null}
        onConfirm={() => {
          const done = {
            onSuccess: () => {
              setDoomed(null);
              notify.success(t('manage.deleted'));
            },
          };
          if (doomed?.kind === 'stat') deleteStat.mutate(doomed.stat.stat_id, done);
          else if (doomed?.kind === 'module') deleteModule.mutate(doomed.module.module_id, done);
        }}
      >
        <p>{doomed?.kind === 'stat' ? t('manage.confirmStatBody') : t('manage.confirmModuleBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
