import { COLLAB_KINDS, type TCollabInput, type TOrganisationRef } from '@ankur/shared/schemas/community-involvement';
import { INDIAN_STATES, VENTURE_SECTORS } from '@ankur/shared/schemas/profiles';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../../lib/api-errors';
import { usePostRequest, useRespond } from '../api/involvement';
import { useInvolvementTranslation } from '../i18n';
import { splitList } from './page';

const FIELDS = [
  'title',
  'description',
  'sector',
  'city',
  'offered',
  'sought',
  'expires_in_days',
  'organisation_id',
] as const;

/** "Post a request": what is looked for, sector, place, offered and sought, skills, how long it stays open. */
export function CollabForm({
  onClose,
  organisations,
}: {
  onClose: () => void;
  organisations: readonly TOrganisationRef[];
}) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const id = useId();
  const post = usePostRequest();
  const [d, setD] = useState({
    kind: 'cofounder' as TCollabInput['kind'],
    title: '',
    description: '',
    sector: 'agritech' as TCollabInput['sector'],
    city: '',
    state: '',
    offered: '',
    sought: '',
    skills: '',
    days: '60',
    organisation_id: '',
  });
  const set = (key: keyof typeof d) => (e: { target: { value: string } }) =>
    setD((x) => ({ ...x, [key]: e.target.value }));
  const errors = fieldErrorsOf(post.error, FIELDS);
  const general = post.error && Object.keys(errors).length === 0 ? errorText(post.error) : null;
  const f = (name: string) => `${id}-${name}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    post.mutate(
      {
        kind: d.kind,
        title: d.title,
        description: d.description,
        sector: d.sector,
        city: d.city,
        state: d.state ? (d.state as TCollabInput['state']) : null,
        offered: d.offered,
        sought: d.sought,
        skills: splitList(d.skills),
        expires_in_days: Number(d.days) || 60,
        organisation_id: d.organisation_id ? Number(d.organisation_id) : null,
      },
      {
        onSuccess: () => {
          notify.success(t('collab.form.posted'));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={t('collab.form.title')}
      width="40rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={f('form')} className="btn-primary" disabled={post.isPending}>
            {post.isPending ? t('collab.form.posting') : t('collab.form.submit')}
          </button>
        </>
      }
    >
      <form id={f('form')} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {general ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {general}
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={f('kind')} label={t('collab.form.kind')} required>
            <select id={f('kind')} className={INPUT_CLASS} value={d.kind} onChange={set('kind')}>
              {COLLAB_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`collabKinds.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={f('sector')} label={t('common.sector')} error={errors.sector} required>
            <select
              {...fieldAria(f('sector'), errors.sector)}
              className={INPUT_CLASS}
              value={d.sector}
              onChange={set('sector')}
            >
              {VENTURE_SECTORS.map((s) => (
                <option key={s} value={s}>
                  {t(`sectors.${s}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={f('title')} label={t('collab.form.name')} error={errors.title} required>
          <input
            {...fieldAria(f('title'), errors.title)}
            data-autofocus
            className={INPUT_CLASS}
            maxLength={120}
            value={d.title}
            onChange={set('title')}
          />
        </Field>
        <Field id={f('description')} label={t('collab.form.description')} error={errors.description} required>
          <textarea
            {...fieldAria(f('description'), errors.description)}
            className={INPUT_CLASS}
            rows={4}
            maxLength={3000}
            value={d.description}
            onChange={set('description')}
          />
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={f('offered')} label={t('collab.form.offered')} error={errors.offered}>
            <textarea
              {...fieldAria(f('offered'), errors.offered)}
              className={INPUT_CLASS}
              rows={2}
              maxLength={1000}
              value={d.offered}
              onChange={set('offered')}
            />
          </Field>
          <Field id={f('sought')} label={t('collab.form.sought')} error={errors.sought}>
            <textarea
              {...fieldAria(f('sought'), errors.sought)}
              className={INPUT_CLASS}
              rows={2}
              maxLength={1000}
              value={d.sought}
              onChange={set('sought')}
            />
          </Field>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field id={f('city')} label={t('common.city')} error={errors.city}>
            <input
              {...fieldAria(f('city'), errors.city)}
              className={INPUT_CLASS}
              value={d.city}
              onChange={set('city')}
            />
          </Field>
          <Field id={f('state')} label={t('common.state')}>
            <select id={f('state')} className={INPUT_CLASS} value={d.state} onChange={set('state')}>
              <option value="">—</option>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Field>
          <Field id={f('days')} label={t('collab.form.expires')} error={errors.expires_in_days}>
            <input
              {...fieldAria(f('days'), errors.expires_in_days)}
              type="number"
              min={1}
              max={180}
              className={INPUT_CLASS}
              value={d.days}
              onChange={set('days')}
            />
          </Field>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={f('skills')} label={t('common.skills')} hint={t('common.skillsHint')}>
            <input
              {...fieldAria(f('skills'), null, true)}
              className={INPUT_CLASS}
              value={d.skills}
              onChange={set('skills')}
            />
          </Field>
          {organisations.length ? (
            <Field id={f('org')} label={t('collab.form.organisation')} error={errors.organisation_id}>
              <select id={f('org')} className={INPUT_CLASS} value={d.organisation_id} onChange={set('organisation_id')}>
                <option value="">{t('collab.form.asMyself')}</option>
                {organisations.map((o) => (
                  <option key={o.organisation_id} value={o.organisation_id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

/** Respond to a request: the note becomes the first message of the conversation, which then opens. */
export function RespondDialog({
  request,
  onClose,
}: {
  request: { request_id: number; title: string };
  onClose: () => void;
}) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = useId();
  const respond = useRespond();
  const [note, setNote] = useState('');
  const error =
    fieldErrorsOf(respond.error, ['note'] as const).note ?? (respond.error ? errorText(respond.error) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    respond.mutate(
      { id: request.request_id, note },
      {
        onSuccess: ({ conversation_id }) => {
          notify.success(t('collab.respondDialog.sent'));
          onClose();
          navigate(`/messages?c=${conversation_id}`);
        },
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={t('collab.respondDialog.title', { title: request.title })}
      width="34rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary" disabled={respond.isPending}>
            {respond.isPending ? t('collab.respondDialog.sending') : t('collab.respondDialog.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <Field id={`${id}-note`} label={t('collab.respondDialog.note')} error={error} required>
          <textarea
            {...fieldAria(`${id}-note`, error)}
            data-autofocus
            className={INPUT_CLASS}
            rows={5}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
      </form>
    </Modal>
  );
}
