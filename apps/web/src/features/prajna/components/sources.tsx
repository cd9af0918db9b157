import type { TPrajnaCitation } from '@ankur/shared/schemas/prajna';
import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { notify } from '../../../components/ui/toaster';
import { useSaveToLibrary } from '../api/prajna';
import { usePrajnaTranslation } from '../i18n';
import { Marked, SourceLink } from './answer-text';

/** The sources an answer cites, numbered as in its text; a content piece can be saved to my library. */
export function Sources({
  citations,
  added,
  onAdded,
}: {
  citations: TPrajnaCitation[];
  added: number[];
  onAdded: (refId: number) => void;
}) {
  const { t } = usePrajnaTranslation();
  const save = useSaveToLibrary();
  if (!citations.length) return null;
  return (
    <section aria-labelledby="prajna-sources" className="mt-5 border-t border-stone-200 pt-4">
      <h3 id="prajna-sources" className="text-sm font-semibold text-stone-900">
        {t('answer.sources')}
      </h3>
      <ol className="mt-3 flex flex-col gap-3">
        {citations.map((c) => {
          const isAdded = added.includes(c.ref_id);
          return (
            <li key={c.n} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md bg-brand-50 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
              >
                {c.n}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <SourceLink url={c.url} className="font-medium text-brand-800 hover:underline">
                    {c.title}
                  </SourceLink>
                  <Badge>{t(`kinds.${c.kind}`, { defaultValue: c.kind })}</Badge>
                </div>
                <p className="mt-1 text-sm text-stone-600">
                  <Marked text={c.snippet} />
                </p>
                {c.kind === 'content' ? (
                  <button
                    type="button"
                    className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline disabled:text-stone-500 disabled:no-underline"
                    disabled={isAdded || save.isPending}
                    onClick={() =>
                      save.mutate(c.ref_id, {
                        onSuccess: () => onAdded(c.ref_id),
                        onError: () => notify.error(t('answer.saveFailed')),
                      })
                    }
                  >
                    {isAdded ? (
                      <BookmarkCheck className="size-4" aria-hidden />
                    ) : (
                      <BookmarkPlus className="size-4" aria-hidden />
                    )}
                    {isAdded ? t('answer.saved') : t('answer.save')}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
