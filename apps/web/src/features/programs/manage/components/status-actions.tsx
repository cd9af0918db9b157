import type { TProgram } from '@ankur/shared/schemas/programs';
import { Archive, Eye, MessagesSquare, Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import type { ProgramStatus } from '../../../../lib/resources';
import { withPreview } from '../../components/preview';
import { useOpenCohortConversation } from '../api/cohort-conversation';
import { useUpdateProgram } from '../api/manage-programs';
import { useProgramsManageTranslation } from '../i18n';
import { isProgramStatus } from './status-badge';

type Action = 'publish' | 'unpublish' | 'archive' | 'toDraft';

const TARGET: Record<Action, ProgramStatus> = {
  publish: 'published',
  unpublish: 'draft',
  archive: 'archived',
  toDraft: 'draft',
};

/** What each status offers: a draft can be published or archived, and so on. */
export const ACTIONS_BY_STATUS: Record<ProgramStatus, readonly Action[]> = {
  draft: ['publish', 'archive'],
  published: ['unpublish', 'archive'],
  archived: ['publish', 'toDraft'],
};

const ICONS = { publish: Rocket, unpublish: Undo2, archive: Archive, toDraft: Undo2 } as const;

/**
 * Publish / Unpublish / Archive / Move back to draft, each after a confirmation; publishing a
 * program without units says that learners will see no lessons. Plus "Preview as learner".
 */
export function StatusActions({ program, unitCount }: { program: TProgram; unitCount: number }) {
  const { t } = useProgramsManageTranslation();
  const errorText = useErrorText();
  const chat = useOpenCohortConversation();
  const navigate = useNavigate();
  const update = useUpdateProgram(program.program_id);
  const [asking, setAsking] = useState<Action | null>(null);
  const status = isProgramStatus(program.status) ? program.status : 'draft';
  const name = program.program_name;

  const confirm = () => {
    if (!asking) return;
    const target = TARGET[asking];
    update.mutate(
      { status: target },
      {
        onSuccess: () => {
          notify.success(t(`program.changed.${target}`));
          setAsking(null);
        },
      },
    );
  };
  const open = (action: Action) => {
    update.reset();
    setAsking(action);
  };

  const titles: Record<Action, string> = {
    publish: t('program.confirm.publishTitle', { name }),
    unpublish: t('program.confirm.unpublishTitle', { name }),
    archive: t('program.confirm.archiveTitle', { name }),
    toDraft: t('program.confirm.toDraftTitle', { name }),
  };
  const bodies: Record<Action, string> = {
    publish: t('program.confirm.publishBody'),
    unpublish: t('program.confirm.unpublishBody'),
    archive: t('program.confirm.archiveBody'),
    toDraft: t('program.confirm.toDraftBody'),
  };
  const emptyPublish = asking === 'publish' && unitCount === 0;

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
      <div role="group" aria-label={t('program.actionsLabel')} className="flex flex-wrap gap-2">
        {ACTIONS_BY_STATUS[status].map((action) => {
          const Icon = ICONS[action];
          return (
            <button
              key={action}
              type="button"
              className={action === 'publish' ? 'btn-primary' : 'btn-outline'}
              onClick={() => open(action)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`program.${action}`)}
            </button>
          );
        })}
        <Link to={withPreview(`/programs/overview/${program.program_id}`)} className="btn-ghost">
          <Eye aria-hidden="true" className="size-4" />
          {t('common.preview')}
        </Link>
        <button
          type="button"
          className="btn-ghost"
          disabled={chat.isPending}
          onClick={() =>
            chat.mutate(program.program_id, {
              onSuccess: ({ conversation_id }) => navigate(`/messages?c=${conversation_id}`),
              onError: (error) => notify.error(t('program.chatFailed', { reason: errorText(error) })),
            })
          }
        >
          <MessagesSquare aria-hidden="true" className="size-4" />
          {chat.isPending ? t('common.working') : t('program.chat')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(next) => !next && setAsking(null)}
        title={asking ? titles[asking] : ''}
        confirmLabel={asking === null ? '' : emptyPublish ? t('program.confirm.publishAnyway') : t(`program.${asking}`)}
        destructive={asking === 'archive'}
        pending={update.isPending}
        error={update.isError ? t('program.changeFailed', { reason: errorText(update.error) }) : null}
        onConfirm={confirm}
      >
        {asking ? <p>{bodies[asking]}</p> : null}
        {emptyPublish ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{t('program.confirm.publishEmpty')}</p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
