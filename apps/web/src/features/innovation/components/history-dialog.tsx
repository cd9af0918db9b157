import type { TIdeaDetail, TIdeaVersion } from '@ankur/shared/schemas/innovation';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { QueryGate } from '../../../components/ui/query-gate';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useRestoreVersion, useVersions } from '../api/ideas';
import { useInnovationTranslation } from '../i18n';
import { CanvasGrid, changedBlocks } from './canvas-grid';
import { useWhen } from './when';

/**
 * Version history: pick a version to see its canvas, compare it with another (the blocks that
 * changed, before and after), restore it as a new version (the owner).
 */
export function HistoryDialog({
  idea,
  open,
  onOpenChange,
}: {
  idea: TIdeaDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useInnovationTranslation();
  const versions = useVersions(idea.idea_id, open);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('history.title')}
      width="min(72rem, 95vw)"
      footer={
        <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
          {t('history.close')}
        </button>
      }
    >
      <QueryGate query={versions} error={{ title: t('history.loadError'), variant: 'inline' }}>
        {(list) => <Versions idea={idea} list={list} onRestored={() => onOpenChange(false)} />}
      </QueryGate>
    </Modal>
  );
}

function Versions({ idea, list, onRestored }: { idea: TIdeaDetail; list: TIdeaVersion[]; onRestored: () => void }) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const when = useWhen();
  const restore = useRestoreVersion(idea.idea_id);
  const [picked, setPicked] = useState(list[0]?.version ?? 1);
  const [against, setAgainst] = useState<number | ''>(list[1]?.version ?? '');
  const shown = list.find((v) => v.version === picked) ?? list[0];
  const other = list.find((v) => v.version === against);
  if (!shown) return null;
  const changed = other ? changedBlocks(other.canvas, shown.canvas) : [];
  const label = (v: TIdeaVersion) =>
    `${t('history.before', { version: v.version })}${v.version === idea.version ? ` (${t('history.current')})` : ''} — ${when(v.created_at)}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="history-pick" label={t('history.pick')}>
          <select
            {...fieldAria('history-pick')}
            className={INPUT_CLASS}
            value={picked}
            onChange={(e) => setPicked(Number(e.target.value))}
          >
            {list.map((v) => (
              <option key={v.version} value={v.version}>
                {label(v)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="history-compare" label={t('history.compare')}>
          <select
            {...fieldAria('history-compare')}
            className={INPUT_CLASS}
            value={against}
            onChange={(e) => setAgainst(e.target.value ? Number(e.target.value) : '')}
          >
            <option value="">{t('history.none')}</option>
            {list
              .filter((v) => v.version !== picked)
              .map((v) => (
                <option key={v.version} value={v.version}>
                  {label(v)}
                </option>
              ))}
          </select>
        </Field>
      </div>
      <p className="text-sm text-stone-700">
        {t('history.byOn', { name: shown.created_by.name, when: when(shown.created_at) })}
        {shown.note ? ` · ${t('history.note', { note: shown.note })}` : ''}
      </p>
      {other ? (
        <section aria-labelledby="diff-heading" className="rounded-xl bg-amber-50 p-3">
          <h3 id="diff-heading" className="text-sm font-semibold text-stone-900">
            {t('history.changed')}: {t('history.before', { version: other.version })} →{' '}
            {t('history.after', { version: shown.version })}
          </h3>
          {changed.length === 0 ? (
            <p className="mt-1 text-sm text-stone-700">{t('history.noChanges')}</p>
          ) : (
            <dl className="mt-2 flex flex-col gap-3">
              {changed.map((block) => (
                <div key={block} className="grid gap-2 sm:grid-cols-[10rem_1fr_1fr]">
                  <dt className="text-sm font-semibold text-stone-900">{t(`blocks.${block}`)}</dt>
                  <dd className="rounded-lg bg-white p-2 text-sm whitespace-pre-wrap text-stone-700">
                    <span className="sr-only">{t('history.before', { version: other.version })}: </span>
                    {other.canvas[block] ? (
                      <del className="decoration-red-400">{other.canvas[block]}</del>
                    ) : (
                      <span className="text-stone-500 italic">{t('idea.empty')}</span>
                    )}
                  </dd>
                  <dd className="rounded-lg bg-white p-2 text-sm whitespace-pre-wrap text-stone-900 ring-1 ring-brand-300">
                    <span className="sr-only">{t('history.after', { version: shown.version })}: </span>
                    {shown.canvas[block] || t('idea.empty')}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ) : null}
      <CanvasGrid canvas={shown.canvas} highlight={changed} idPrefix={`v${shown.version}`} />
      {idea.is_owner && shown.version !== idea.version && idea.status !== 'archived' ? (
        <button
          type="button"
          className="btn-outline self-start"
          disabled={restore.isPending}
          onClick={() =>
            restore.mutate(shown.version, {
              onSuccess: (next) => {
                notify.success(t('history.restored', { from: shown.version, version: next.version }));
                onRestored();
              },
              onError: (error) => notify.error(errorText(error)),
            })
          }
        >
          <History aria-hidden className="size-4" />
          {t('history.restore', { version: shown.version })}
        </button>
      ) : null}
    </div>
  );
}
