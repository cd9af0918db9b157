import { CIRCLE_VISIBILITIES, type TCircleVisibility } from '@ankur/shared/schemas/community';
import type { TCircle } from '@ankur/shared/schemas/community-circles';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { ApiError } from '../../../../lib/api-client';
import { uploadFile } from '../../../../lib/upload-file';
import { RichEditor } from '../../feed/components/rich-editor';
import { useCreateCircle, useUpdateCircle } from '../api/circles';
import { useCirclesTranslation } from '../i18n';

/** Create a circle (then open it) or edit one: name, description, rules, visibility, topics, cover. */
export function CircleForm({ circle, onClose }: { circle?: TCircle; onClose: () => void }) {
  const { t } = useCirclesTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState(circle?.name ?? '');
  const [description, setDescription] = useState(circle?.description ?? '');
  const [rules, setRules] = useState(circle?.rules ?? '');
  const [visibility, setVisibility] = useState<TCircleVisibility>(circle?.visibility ?? 'public');
  const [topics, setTopics] = useState(circle?.topics.join(', ') ?? '');
  const [cover, setCover] = useState<{ id: number; url: string } | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const create = useCreateCircle();
  const update = useUpdateCircle();
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      name: name.trim(),
      description: description.trim(),
      rules,
      visibility,
      topics: topics
        .split(',')
        .map((x) => x.trim().replace(/^#/, '').toLowerCase())
        .filter((x) => x.length >= 2)
        .slice(0, 8),
      ...(cover ? { cover_upload_id: cover.id } : {}),
    };
    if (circle) {
      update.mutate(
        { id: circle.circle_id, patch: input },
        {
          onSuccess: () => {
            notify.success(t('form.saved'));
            onClose();
          },
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (c: TCircle) => {
          notify.success(t('form.created'));
          onClose();
          void navigate(`/community-group/${c.circle_id}`);
        },
      });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={circle ? t('form.editTitle') : t('form.createTitle')}
      width="40rem"
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id={`${id}-name`} label={t('form.name')} required>
          <input
            id={`${id}-name`}
            data-autofocus=""
            required
            minLength={3}
            maxLength={80}
            className={INPUT_CLASS}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field id={`${id}-desc`} label={t('form.description')}>
          <textarea
            id={`${id}-desc`}
            rows={3}
            maxLength={1000}
            className={INPUT_CLASS}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.visibility')}</legend>
          {CIRCLE_VISIBILITIES.map((v) => (
            <label key={v} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-vis`}
                value={v}
                checked={visibility === v}
                onChange={() => setVisibility(v)}
                className="mt-1"
              />
              <span>
                <span className="font-medium text-stone-900">{t(`card.visibility.${v}`)}</span>
                <span className="block text-stone-600">{t(`form.visibilityHint.${v}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Field id={`${id}-topics`} label={t('form.topics')} hint={t('form.topicsHint')}>
          <input
            id={`${id}-topics`}
            className={INPUT_CLASS}
            value={topics}
            onChange={(e) => setTopics(e.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-stone-800">{t('form.rules')}</span>
          <RichEditor value={rules} onChange={setRules} label={t('form.rules')} />
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-stone-800">{t('form.cover')}</span>
          {cover || circle?.cover_url ? (
            <img src={cover?.url ?? circle?.cover_url ?? ''} alt="" className="h-24 w-full rounded-md object-cover" />
          ) : null}
          <label className="btn-outline w-fit cursor-pointer">
            {t('form.coverChange')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                setCoverError(null);
                try {
                  const up = await uploadFile(file, 'community');
                  setCover({ id: up.upload_id, url: up.url });
                } catch {
                  setCoverError(t('form.coverFailed'));
                }
              }}
            />
          </label>
          {coverError ? <p className="text-sm text-red-700">{coverError}</p> : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error instanceof ApiError ? error.message : t('card.failed')}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={pending}>
            {circle ? t('form.save') : t('form.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
