import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@ankur/shared/schemas/profiles';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useRemovePhoto, useUploadPhoto } from '../api/profiles';
import { useProfilesTranslation } from '../i18n';

/** The owner's photo buttons: choose a picture (cropped and resized by the server), or remove it. */
export function PhotoControls({ hasPhoto }: { hasPhoto: boolean }) {
  const { t } = useProfilesTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const failed = (err: unknown) => notify.error(t('profile.photoFailed', { reason: errorText(err) }));

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      failed(new Error(t('profile.photoHint')));
      return;
    }
    upload.mutate(file, { onSuccess: () => notify.success(t('profile.photoSaved')), onError: failed });
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <Camera className="size-4" aria-hidden />
          {upload.isPending ? t('common.saving') : hasPhoto ? t('profile.changePhoto') : t('profile.addPhoto')}
        </button>
        {hasPhoto ? (
          <button
            type="button"
            className="btn-ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, { onSuccess: () => notify.success(t('profile.photoRemoved')), onError: failed })
            }
          >
            <Trash2 className="size-4" aria-hidden />
            {t('profile.removePhoto')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-stone-500">
        {t('profile.photoHint')}
      </p>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('profile.photo')}
        onChange={onFile}
      />
    </div>
  );
}
