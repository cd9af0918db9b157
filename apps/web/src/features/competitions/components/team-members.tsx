import type { TPersonRef } from '@ankur/shared/schemas/content';
import type { TPerson } from '@ankur/shared/schemas/messages';
import { UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { InitialsAvatar } from '../../../components/ui/avatar';
import { Modal } from '../../../components/ui/modal';
import { PeoplePicker } from '../../../components/ui/people-picker';
import { useCompetitionsTranslation } from '../i18n';

/**
 * The team: the lead (fixed) and the members, picked with the people search the community uses.
 * Read-only for members who are not the lead and after the deadline.
 */
export function TeamMembers({
  lead,
  members,
  onChange,
  disabled,
  min,
  max,
  error,
  youId,
}: {
  lead: TPersonRef;
  members: TPerson[];
  onChange: (members: TPerson[]) => void;
  disabled: boolean;
  min: number;
  max: number;
  error?: string;
  youId: number | undefined;
}) {
  const { t } = useCompetitionsTranslation();
  const [open, setOpen] = useState(false);
  const toggle = (person: TPerson) =>
    onChange(
      members.some((m) => m.user_id === person.user_id)
        ? members.filter((m) => m.user_id !== person.user_id)
        : members.length + 1 < max
          ? [...members, person]
          : members,
    );
  const you = (id: number) => (id === youId ? ` ${t('apply.you')}` : '');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-stone-800">{t('apply.members')}</span>
        <span id="team-hint" className="text-xs text-stone-500">
          {t('apply.membersHint', { min, max })}
        </span>
      </div>
      <ul className="flex flex-col gap-1.5" aria-describedby="team-hint">
        <li className="flex items-center gap-2 text-sm">
          <InitialsAvatar name={lead.name} seed={lead.user_id} size="sm" />
          <span className="font-medium text-stone-900">
            {lead.name}
            {you(lead.user_id)}
          </span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">{t('apply.lead')}</span>
        </li>
        {members.map((m) => (
          <li key={m.user_id} className="flex items-center gap-2 text-sm">
            <InitialsAvatar name={m.name} seed={m.user_id} size="sm" />
            <span className="text-stone-900">
              {m.name}
              {you(m.user_id)}
            </span>
            {disabled ? null : (
              <button
                type="button"
                className="rounded-full p-1 text-stone-600 hover:bg-stone-100"
                aria-label={t('apply.removeMember', { name: m.name })}
                onClick={() => toggle(m)}
              >
                <X aria-hidden className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {disabled ? null : (
        <div>
          <button
            type="button"
            className="btn-outline"
            onClick={() => setOpen(true)}
            disabled={members.length + 1 >= max}
          >
            <UserPlus aria-hidden className="size-4" />
            {t('apply.addMember')}
          </button>
          <Modal
            open={open}
            onOpenChange={setOpen}
            title={t('apply.memberDialog')}
            width="32rem"
            footer={
              <button type="button" className="btn-primary" onClick={() => setOpen(false)}>
                {t('apply.done')}
              </button>
            }
          >
            <PeoplePicker selected={members} onToggle={toggle} multiple exclude={[lead.user_id]} />
          </Modal>
        </div>
      )}
    </div>
  );
}
