import type { TApplication, TApplicationInput, TCompetitionDetail } from '@ankur/shared/schemas/competitions';
import type { TPersonRef } from '@ankur/shared/schemas/content';
import type { TPerson } from '@ankur/shared/schemas/messages';
import { Save, Send, Undo2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { fieldIssuesOf, useErrorText } from '../../../lib/api-errors';
import { useApply, useUpdateApplication, useWithdrawApplication } from '../api/applications';
import { useCompetitionsTranslation } from '../i18n';
import { AnswerField, type AnswerValue, type AttachedFile } from './answer-field';
import { TeamMembers } from './team-members';

/** The API's field issues, keyed 'team_name', 'member_ids' or an answer's key. */
export function applicationErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of fieldIssuesOf(error)) {
    const answer = /^body\.answers\.([a-z0-9_]+)/.exec(issue.path);
    const key = answer?.[1] ?? issue.field;
    if (key && out[key] === undefined) out[key] = issue.message;
  }
  return out;
}

/**
 * The team and the form of an application: new (I lead it) or mine. The lead saves a draft,
 * submits, edits until the deadline and withdraws (with a confirm); everyone else reads it.
 */
export function ApplicationForm({
  competition,
  application,
  me,
  editable,
}: {
  competition: TCompetitionDetail;
  application: TApplication | null;
  me: TPersonRef;
  editable: boolean;
}) {
  const { t } = useCompetitionsTranslation();
  const errorText = useErrorText();
  const teamId = useId();
  const apply = useApply(competition.competition_id);
  const update = useUpdateApplication();
  const withdraw = useWithdrawApplication();
  const [teamName, setTeamName] = useState(application?.team_name ?? '');
  const [members, setMembers] = useState<TPerson[]>(
    application?.members.map((m) => ({ user_id: m.user_id, name: m.name })) ?? [],
  );
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(application?.answers ?? {});
  const [files, setFiles] = useState<Record<string, AttachedFile>>(() =>
    Object.fromEntries((application?.files ?? []).map((f) => [f.key, { file_name: f.file_name, url: f.url }])),
  );
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const saving = apply.isPending || update.isPending;
  const failure = application ? update.error : apply.error;
  const errors = applicationErrors(failure);
  const generalError = failure && Object.keys(errors).length === 0 ? errorText(failure) : null;
  const submitted = application?.status === 'submitted';

  const send = (submit: boolean) => {
    const clean: Record<string, AnswerValue> = {};
    for (const [k, v] of Object.entries(answers)) if (v !== '' && v !== undefined) clean[k] = v;
    const input: TApplicationInput = {
      team_name: teamName.trim(),
      answers: clean,
      member_ids: members.map((m) => m.user_id),
      submit,
    };
    const done = (message: string) => notify.success(message);
    if (application) {
      update.mutate(
        { applicationId: application.application_id, input },
        { onSuccess: () => done(submit ? (submitted ? t('apply.updated') : t('apply.submitted')) : t('apply.saved')) },
      );
    } else {
      apply.mutate(input, { onSuccess: () => done(submit ? t('apply.submitted') : t('apply.saved')) });
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-busy={saving}>
      <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <legend className="px-1 text-base font-semibold text-stone-900">{t('apply.team')}</legend>
        <Field id={teamId} label={t('apply.teamName')} error={errors.team_name} required>
          <input
            {...fieldAria(teamId, errors.team_name)}
            className={INPUT_CLASS}
            value={teamName}
            maxLength={120}
            disabled={!editable}
            onChange={(e) => setTeamName(e.target.value)}
          />
        </Field>
        <TeamMembers
          lead={application?.lead ?? me}
          members={members}
          onChange={setMembers}
          disabled={!editable}
          min={competition.team_min}
          max={competition.team_max}
          error={errors.member_ids}
          youId={me.user_id}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <legend className="px-1 text-base font-semibold text-stone-900">{t('apply.form')}</legend>
        {competition.form.length === 0 ? <p className="text-sm text-stone-600">{t('apply.noForm')}</p> : null}
        {competition.form.map((field) => (
          <AnswerField
            key={field.key}
            field={field}
            value={answers[field.key]}
            file={files[field.key] ?? null}
            disabled={!editable}
            error={errors[field.key]}
            onChange={(v) =>
              setAnswers((old) => {
                const next = { ...old };
                if (v === undefined) delete next[field.key];
                else next[field.key] = v;
                return next;
              })
            }
            onFile={(uploadId, file) => {
              setAnswers((old) => ({ ...old, [field.key]: uploadId }));
              setFiles((old) => ({ ...old, [field.key]: file }));
            }}
          />
        ))}
      </fieldset>

      {generalError || Object.keys(errors).length ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {generalError ? `${t('apply.saveFailed')}: ${generalError}` : t('apply.invalid')}
        </p>
      ) : null}

      {editable ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div>
            {application && application.status !== 'withdrawn' ? (
              <button type="button" className="btn-ghost text-red-700" onClick={() => setConfirmWithdraw(true)}>
                <Undo2 aria-hidden className="size-4" />
                {t('apply.withdraw')}
              </button>
            ) : null}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {submitted ? null : (
              <button type="button" className="btn-outline" disabled={saving} onClick={() => send(false)}>
                <Save aria-hidden className="size-4" />
                {t('apply.saveDraft')}
              </button>
            )}
            <button type="submit" className="btn-primary" disabled={saving}>
              <Send aria-hidden className="size-4" />
              {submitted ? t('apply.saveChanges') : t('apply.submit')}
            </button>
          </div>
        </div>
      ) : null}

      {application ? (
        <ConfirmDialog
          open={confirmWithdraw}
          onOpenChange={setConfirmWithdraw}
          title={t('apply.withdrawTitle')}
          confirmLabel={t('apply.withdraw')}
          destructive
          pending={withdraw.isPending}
          error={withdraw.error ? errorText(withdraw.error) : null}
          onConfirm={() =>
            withdraw.mutate(application.application_id, {
              onSuccess: () => {
                setConfirmWithdraw(false);
                notify.success(t('apply.withdrawn'));
              },
            })
          }
        >
          <p>{t('apply.withdrawBody')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
