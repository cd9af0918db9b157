import { ASSESSMENTS_MENU, type TAssessmentDefinition, type TVersionDetail } from '@ankur/shared/schemas/readiness';
import { Save, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useCan } from '../../../../stores/access';
import { useDeleteDraft, usePublish, useSaveDraft } from '../api';
import { useReadinessManageTranslation } from '../i18n';
import { VersionStatus } from './version-status';

/** A draft's Save, Publish and Delete (the last two after a confirmation), and whether all is saved. */
export function EditorToolbar({
  detail,
  draft,
  dirty,
  publishedVersion,
  check,
  onSaved,
  onServerError,
  onDeleted,
}: {
  detail: TVersionDetail;
  draft: TAssessmentDefinition;
  dirty: boolean;
  publishedVersion: number | null;
  /** the draft's own checks: false (and the problems shown) when it cannot be saved */
  check: () => boolean;
  onSaved: (detail: TVersionDetail) => void;
  /** a 400 naming fields: true when shown at them */
  onServerError: (error: unknown) => boolean;
  onDeleted: () => void;
}) {
  const { t } = useReadinessManageTranslation();
  const errorText = useErrorText();
  const id = detail.summary.version_id;
  const version = detail.summary.version;
  const canDelete = useCan(ASSESSMENTS_MENU, 'delete');
  const save = useSaveDraft(id);
  const publish = usePublish(id);
  const remove = useDeleteDraft(id);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'delete' | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const draftOpen = detail.summary.status === 'draft';

  /** Saves what is on screen; true when it is saved (or nothing needed saving). */
  const saveNow = async (quiet = false) => {
    if (!check()) return false;
    if (!dirty) return true;
    setFailure(null);
    try {
      const saved = await save.mutateAsync(draft);
      onSaved(saved);
      if (!quiet) notify.success(t('editor.toolbar.saved'));
      return true;
    } catch (error) {
      if (!onServerError(error)) setFailure(`${t('editor.toolbar.saveFailed')}: ${errorText(error)}`);
      return false;
    }
  };

  const doPublish = async () => {
    setDialogError(null);
    if (!(await saveNow(true))) {
      setConfirm(null);
      return;
    }
    try {
      await publish.mutateAsync();
      setConfirm(null);
      notify.success(t('editor.publish.done', { version }));
    } catch (error) {
      if (onServerError(error)) setConfirm(null);
      else setDialogError(`${t('editor.publish.failed')}: ${errorText(error)}`);
    }
  };

  const doDelete = async () => {
    setDialogError(null);
    try {
      await remove.mutateAsync();
      setConfirm(null);
      notify.success(t('editor.remove.done'));
      onDeleted();
    } catch (error) {
      setDialogError(`${t('editor.remove.failed')}: ${errorText(error)}`);
    }
  };

  const busy = save.isPending || publish.isPending || remove.isPending;
  return (
    <div className="sticky top-0 z-10 -mx-4 flex flex-col gap-2 border-b border-stone-200 bg-stone-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <VersionStatus status={detail.summary.status} />
          {draftOpen ? (
            <span className="text-sm text-stone-600" aria-live="polite">
              {dirty ? t('editor.toolbar.unsaved') : t('editor.toolbar.allSaved')}
            </span>
          ) : null}
        </div>
        {draftOpen ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void saveNow()}>
              <Save aria-hidden="true" className="size-4" />
              {save.isPending ? t('editor.toolbar.saving') : t('editor.toolbar.save')}
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={busy}
              onClick={() => {
                setDialogError(null);
                setConfirm('publish');
              }}
            >
              <Send aria-hidden="true" className="size-4" />
              {t('editor.toolbar.publish')}
            </button>
            {canDelete ? (
              <button
                type="button"
                className="btn-ghost text-red-700 hover:bg-red-50"
                disabled={busy}
                onClick={() => {
                  setDialogError(null);
                  setConfirm('delete');
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('editor.toolbar.delete')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirm === 'publish'}
        onOpenChange={(open) => setConfirm(open ? 'publish' : null)}
        title={t('editor.publish.title', { version })}
        confirmLabel={t('editor.publish.confirm')}
        pending={busy}
        error={dialogError}
        onConfirm={() => void doPublish()}
      >
        <p>
          {publishedVersion === null
            ? t('editor.publish.bodyFirst', { version })
            : t('editor.publish.body', { current: publishedVersion, version })}
        </p>
        {dirty ? <p>{t('editor.publish.unsaved')}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={t('editor.remove.title')}
        confirmLabel={t('editor.remove.confirm')}
        destructive
        pending={busy}
        error={dialogError}
        onConfirm={() => void doDelete()}
      >
        <p>{t('editor.remove.body', { version })}</p>
      </ConfirmDialog>
    </div>
  );
}
