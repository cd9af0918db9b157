import type { TVenture } from '@ankur/shared/schemas/profiles';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useSessionStore } from '../../../stores/session';
import { useAddMember, useRemoveMember } from '../api/profiles';
import { useProfilesTranslation } from '../i18n';
import { TextField } from './fields';
import { Card } from './page';

/** The venture's team: everyone links to their profile; the owner adds and removes, a member may leave. */
export function VentureTeam({ venture }: { venture: TVenture }) {
  const { t } = useProfilesTranslation();
  const errorText = useErrorText();
  const me = useSessionStore((s) => s.user?.user_id);
  const add = useAddMember();
  const remove = useRemoveMember();
  const [identifier, setIdentifier] = useState('');
  const [removing, setRemoving] = useState<TVenture['members'][number] | null>(null);
  const errors = fieldErrorsOf(add.error, ['identifier'] as const);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { id: venture.venture_id, identifier: identifier.trim() },
      {
        onSuccess: (saved) => {
          setIdentifier('');
          const added = saved.members[saved.members.length - 1];
          notify.success(t('venture.memberAdded', { name: added?.name ?? identifier }));
        },
      },
    );
  };

  return (
    <Card id="venture-team" title={t('venture.team')}>
      <ul className="flex flex-col divide-y divide-stone-100">
        {venture.members.map((m) => {
          const mayRemove = !m.is_owner && (venture.can_manage_team || m.user_id === me);
          return (
            <li key={m.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex items-center gap-2">
                <Link to={`/user/profile/${m.user_id}`} className="font-medium text-brand-800 underline">
                  {m.name}
                </Link>
                {m.is_owner ? <Badge tone="green">{t('venture.owner')}</Badge> : null}
              </span>
              {mayRemove ? (
                <button
                  type="button"
                  className="btn-ghost text-red-700"
                  aria-label={m.user_id === me ? t('venture.leave') : t('venture.removeLabel', { name: m.name })}
                  onClick={() => setRemoving(m)}
                >
                  {m.user_id === me ? t('venture.leave') : t('venture.remove')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {venture.can_manage_team ? (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              id="venture-member"
              label={t('venture.memberIdentifier')}
              value={identifier}
              onChange={setIdentifier}
              maxLength={254}
              error={errors.identifier ?? (add.isError && !errors.identifier ? errorText(add.error) : undefined)}
            />
          </div>
          <button type="submit" className="btn-outline shrink-0" disabled={add.isPending || !identifier.trim()}>
            <UserPlus className="size-4" aria-hidden />
            {t('venture.addMemberSubmit')}
          </button>
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={t('venture.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={removing?.user_id === me ? t('venture.leave') : t('venture.remove')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() => {
          if (!removing) return;
          const who = removing;
          remove.mutate(
            { id: venture.venture_id, userId: who.user_id },
            {
              onSuccess: () => {
                setRemoving(null);
                notify.success(t('venture.removed', { name: who.name }));
              },
            },
          );
        }}
      >
        <p>{t('venture.removeBody')}</p>
      </ConfirmDialog>
    </Card>
  );
}
