import type { TIdeaDetail } from '@ankur/shared/schemas/innovation';
import { Users, X } from 'lucide-react';
import { Modal } from '../../../components/ui/modal';
import { PeoplePicker } from '../../../components/ui/people-picker';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useShare, useShareCandidates, useUnshare } from '../api/ideas';
import { useInnovationTranslation } from '../i18n';

/** Share an idea with a person (picked by name) or a circle I belong to; who it is shared with, unshare. */
export function ShareDialog({
  idea,
  open,
  onOpenChange,
}: {
  idea: TIdeaDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const candidates = useShareCandidates(open);
  const share = useShare(idea.idea_id);
  const unshare = useUnshare(idea.idea_id);
  const sharedPeople = idea.shares.filter((s) => s.kind === 'person').map((s) => s.target_id);
  const sharedCircles = idea.shares.filter((s) => s.kind === 'circle').map((s) => s.target_id);
  const done = (name: string) => ({
    onSuccess: () => notify.success(t('share.done', { name })),
    onError: (error: unknown) => notify.error(errorText(error)),
  });
  const circles = (candidates.data?.circles ?? []).filter((c) => !sharedCircles.includes(c.circle_id));

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      description={t('share.intro')}
      width="36rem"
      footer={
        <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
          {t('share.close')}
        </button>
      }
    >
      <div className="flex flex-col gap-5">
        <section aria-labelledby="share-now" className="flex flex-col gap-2">
          <h3 id="share-now" className="text-sm font-semibold text-stone-900">
            {t('share.sharedWith')}
          </h3>
          {idea.shares.length === 0 ? (
            <p className="text-sm text-stone-600">{t('share.nobody')}</p>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {idea.shares.map((s) => (
                <li
                  key={s.share_id}
                  className="flex items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm"
                >
                  <span>
                    {s.name} <span className="text-xs text-stone-600">({t(`share.${s.kind}_kind`)})</span>
                  </span>
                  <button
                    type="button"
                    className="rounded p-1 text-stone-700 hover:bg-stone-200"
                    aria-label={t('share.unshare', { name: s.name })}
                    disabled={unshare.isPending}
                    onClick={() => unshare.mutate(s.share_id)}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="share-person" className="flex flex-col gap-2">
          <h3 id="share-person" className="text-sm font-semibold text-stone-900">
            {t('share.person')}
          </h3>
          <PeoplePicker
            multiple={false}
            selected={[]}
            exclude={[idea.owner.user_id, ...sharedPeople]}
            onToggle={(person) => share.mutate({ user_id: person.user_id }, done(person.name))}
          />
        </section>
        <section aria-labelledby="share-circle" className="flex flex-col gap-2">
          <h3 id="share-circle" className="text-sm font-semibold text-stone-900">
            {t('share.circles')}
          </h3>
          {candidates.data && candidates.data.circles.length === 0 ? (
            <p className="text-sm text-stone-600">{t('share.noCircles')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {circles.map((c) => (
                <li key={c.circle_id}>
                  <button
                    type="button"
                    className="btn-outline px-3 py-1.5"
                    disabled={share.isPending}
                    onClick={() => share.mutate({ circle_id: c.circle_id }, done(c.name))}
                  >
                    <Users aria-hidden className="size-4" />
                    {t('share.shareCircle', { name: c.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
}
