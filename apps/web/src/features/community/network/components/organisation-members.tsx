import type { TOrganisationDetail, TOrganisationMember } from '@ankur/shared/schemas/community-network';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useMembers } from '../api/network';
import { useOrganisationMember } from '../api/organisations';
import { useNetworkTranslation } from '../i18n';
import { profileLink } from './member-card';
import { PersonRow, RowList } from './person-row';

/** The page's members and admins; its admins add people (found by name), change roles and remove them. */
export function OrganisationMembers({ org }: { org: TOrganisationDetail }) {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const change = useOrganisationMember(org.organisation_id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TOrganisationMember | null>(null);

  const setRole = (m: TOrganisationMember, role: 'admin' | 'member') =>
    change.mutate({ user_id: m.user_id, role, title: m.title }, { onError: (err) => notify.error(errorText(err)) });

  return (
    <section aria-labelledby={`org-${org.organisation_id}-people`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`org-${org.organisation_id}-people`} className="text-lg font-semibold text-stone-900">
          {t('organisation.people')}
        </h2>
        {org.may_manage ? (
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => setAdding(true)}>
            <UserPlus className="size-4" aria-hidden />
            {t('organisation.addMember')}
          </button>
        ) : null}
      </div>
      {org.members.length ? (
        <RowList label={t('organisation.people')}>
          {org.members.map((m) => (
            <PersonRow
              key={m.user_id}
              name={m.name}
              imageUrl={m.photo_url}
              link={profileLink(m.user_id)}
              subtitle={m.title}
              stacked
              meta={
                <Badge tone={m.role === 'admin' ? 'green' : 'stone'}>
                  {t(m.role === 'admin' ? 'organisation.admin' : 'organisation.member')}
                </Badge>
              }
            >
              {org.may_manage ? (
                <>
                  <button
                    type="button"
                    className="btn-ghost px-2 py-1 text-sm"
                    disabled={change.isPending}
                    onClick={() => setRole(m, m.role === 'admin' ? 'member' : 'admin')}
                  >
                    {t(m.role === 'admin' ? 'organisation.makeMember' : 'organisation.makeAdmin')}
                  </button>
                  <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => setRemoving(m)}>
                    {t('organisation.removeMember')}
                  </button>
                </>
              ) : null}
            </PersonRow>
          ))}
        </RowList>
      ) : (
        <p className="text-sm text-stone-600">{t('organisation.noMembers')}</p>
      )}
      {adding ? <AddMember org={org} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('organisation.confirmRemoveTitle', { name: removing?.name ?? '', org: org.name })}
        confirmLabel={t('organisation.removeMember')}
        destructive
        pending={change.isPending}
        error={change.isError ? errorText(change.error) : null}
        onConfirm={() =>
          removing &&
          change.mutate(
            { remove: removing.user_id },
            {
              onSuccess: () => {
                notify.success(t('organisation.memberRemoved', { name: removing.name }));
                setRemoving(null);
              },
            },
          )
        }
      >
        <p className="text-sm text-stone-700">{t('organisation.confirmRemoveBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

function AddMember({ org, onClose }: { org: TOrganisationDetail; onClose: () => void }) {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const id = useId();
  const change = useOrganisationMember(org.organisation_id);
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const people = useMembers({ q: search || undefined });
  const [picked, setPicked] = useState<{ user_id: number; name: string } | null>(null);
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [title, setTitle] = useState('');
  const found = (people.data?.pages[0]?.items ?? []).filter((p) => !org.members.some((m) => m.user_id === p.user_id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    change.mutate(
      { user_id: picked.user_id, role, title: title.trim() || null },
      {
        onSuccess: () => {
          notify.success(t('organisation.memberAdded', { name: picked.name }));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !change.isPending) onClose();
      }}
      title={t('organisation.addMemberTitle', { name: org.name })}
      width="32rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary" disabled={!picked || change.isPending}>
            {t('organisation.add')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-4">
        {change.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(change.error)}
          </p>
        ) : null}
        <Field id={`${id}-q`} label={t('organisation.findPerson')}>
          <input
            id={`${id}-q`}
            type="search"
            data-autofocus
            className={INPUT_CLASS}
            value={q}
            maxLength={100}
            onChange={(e) => {
              setQ(e.target.value);
              setPicked(null);
            }}
          />
        </Field>
        <fieldset className="flex max-h-48 flex-col gap-1 overflow-y-auto">
          <legend className="sr-only">{t('organisation.findPerson')}</legend>
          {found.length === 0 && !people.isPending ? (
            <p className="text-sm text-stone-600">{t('organisation.noPeople')}</p>
          ) : null}
          {found.slice(0, 8).map((p) => (
            <label key={p.user_id} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-stone-50">
              <input
                type="radio"
                name={`${id}-person`}
                checked={picked?.user_id === p.user_id}
                onChange={() => setPicked({ user_id: p.user_id, name: p.name })}
              />
              <span className="font-medium text-stone-900">{p.name}</span>
              {p.headline ? <span className="truncate text-stone-500">{p.headline}</span> : null}
            </label>
          ))}
        </fieldset>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-role`} label={t('organisation.asRole')}>
            <select
              id={`${id}-role`}
              className={INPUT_CLASS}
              value={role}
              onChange={(e) => setRole(e.target.value as 'admin' | 'member')}
            >
              <option value="member">{t('organisation.member')}</option>
              <option value="admin">{t('organisation.admin')}</option>
            </select>
          </Field>
          <Field id={`${id}-title`} label={t('organisation.titleField')}>
            <input
              id={`${id}-title`}
              className={INPUT_CLASS}
              value={title}
              maxLength={100}
              placeholder={t('organisation.titlePlaceholder')}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
        </div>
      </form>
    </Modal>
  );
}
