import { History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryGate } from '../../../components/ui/query-gate';
import { useErrorText } from '../../../lib/api-errors';
import { useForgetAll, useForgetQuestion, useHistory } from '../api/prajna';
import { usePrajnaTranslation } from '../i18n';

type Forgetting = { kind: 'one'; id: number; question: string } | { kind: 'all' } | null;

/** My questions, newest first: open one (with its sets), forget one, forget all. */
export function HistoryPanel({
  activeRootId,
  onOpen,
  onForgotten,
  headingId,
  hideTitle = false,
}: {
  activeRootId: number | null;
  onOpen: (answerId: number) => void;
  onForgotten: (rootId: number | 'all') => void;
  headingId: string;
  /** inside the phone's sheet, whose own title says it */
  hideTitle?: boolean;
}) {
  const { t } = usePrajnaTranslation();
  const errorText = useErrorText();
  const history = useHistory(true);
  const forgetOne = useForgetQuestion();
  const forgetAll = useForgetAll();
  const [forgetting, setForgetting] = useState<Forgetting>(null);
  const pending = forgetOne.isPending || forgetAll.isPending;

  const confirm = () => {
    if (!forgetting) return;
    if (forgetting.kind === 'all') {
      forgetAll.mutate(undefined, {
        onSuccess: () => {
          onForgotten('all');
          setForgetting(null);
        },
      });
    } else {
      const id = forgetting.id;
      forgetOne.mutate(id, {
        onSuccess: () => {
          onForgotten(id);
          setForgetting(null);
        },
      });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className={`flex items-center gap-2 ${hideTitle ? 'justify-end' : 'justify-between'}`}>
        <h2
          id={headingId}
          className={hideTitle ? 'sr-only' : 'flex items-center gap-2 text-sm font-semibold text-stone-900'}
        >
          <History className="size-4 text-stone-500" aria-hidden />
          {t('history.title')}
        </h2>
        {history.data?.pages[0]?.items.length ? (
          <button
            type="button"
            className="text-xs font-medium text-red-700 hover:underline"
            onClick={() => setForgetting({ kind: 'all' })}
          >
            {t('history.clear')}
          </button>
        ) : null}
      </div>
      <QueryGate query={history} error={{ title: t('history.loadFailed'), variant: 'inline' }}>
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          if (!items.length) return <p className="text-sm text-stone-600">{t('history.empty')}</p>;
          return (
            <>
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.answer_id} className="group flex items-start gap-1">
                    <button
                      type="button"
                      aria-current={item.answer_id === activeRootId ? 'true' : undefined}
                      onClick={() => onOpen(item.answer_id)}
                      className="min-w-0 flex-1 rounded-lg px-2 py-1.5 text-left text-sm text-stone-800 hover:bg-stone-100 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-900"
                    >
                      <span className="line-clamp-2">{item.question}</span>
                      <span className="text-xs text-stone-600">{t('history.sets', { count: item.sets })}</span>
                    </button>
                    <button
                      type="button"
                      className="rounded-lg p-1.5 text-stone-500 hover:bg-stone-100 hover:text-red-700"
                      aria-label={t('history.remove', { question: item.question })}
                      onClick={() => setForgetting({ kind: 'one', id: item.answer_id, question: item.question })}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
              <LoadMore pages={history} label={t('history.more')} loadingLabel={t('history.loadingMore')} />
            </>
          );
        }}
      </QueryGate>
      <ConfirmDialog
        open={forgetting !== null}
        onOpenChange={(open) => {
          if (!open) setForgetting(null);
        }}
        title={
          forgetting?.kind === 'one' ? t('history.remove', { question: forgetting.question }) : t('history.clearTitle')
        }
        confirmLabel={t('history.clearConfirm')}
        destructive
        pending={pending}
        error={forgetOne.error || forgetAll.error ? errorText(forgetOne.error ?? forgetAll.error) : null}
        onConfirm={confirm}
      >
        <p>{t('history.clearBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
