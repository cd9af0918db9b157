import { type TCanvas, type TCanvasBlock, type TIdeaDetail, VERSION_NOTE_MAX } from '@ankur/shared/schemas/innovation';
import { ArrowLeft, History, Rocket, SearchX, Share2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useCan } from '../../../stores/access';
import { useComments, useIdea, useSaveVersion } from '../api/ideas';
import { CanvasGrid, changedBlocks } from '../components/canvas-grid';
import { CommentsPanel } from '../components/comments-panel';
import { HistoryDialog } from '../components/history-dialog';
import { NewProductDialog, productHref } from '../components/product-list';
import { ShareDialog } from '../components/share-dialog';
import { useInnovationTranslation } from '../i18n';

/** An idea on its Lean Canvas (?idea=): the owner edits and saves versions; readers comment. */
export default function IdeaScreen({ ideaId }: { ideaId: number }) {
  const { t } = useInnovationTranslation();
  const idea = useIdea(ideaId);
  const back = (
    <Link to="/innovation-workspace" className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      {t('idea.back')}
    </Link>
  );
  return (
    <section aria-labelledby="idea-heading" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      {back}
      <div className="mt-4">
        <QueryGate
          query={idea}
          error={{ title: t('idea.loadError'), heading: 'h1', headingId: 'idea-heading' }}
          notFound={
            <StatePanel
              Icon={SearchX}
              heading="h1"
              headingId="idea-heading"
              title={t('idea.notFound')}
              body={t('idea.notFoundBody')}
            />
          }
        >
          {(data) => <IdeaView key={`${data.idea_id}-${data.version}`} idea={data} />}
        </QueryGate>
      </div>
    </section>
  );
}

function IdeaView({ idea }: { idea: TIdeaDetail }) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const canUpdate = useCan('My Ideas', 'update');
  const canPromote = useCan('My Product/Innovation', 'create');
  const editable = idea.is_owner && canUpdate && idea.status !== 'archived';
  const [draft, setDraft] = useState<TCanvas>(idea.canvas);
  const [note, setNote] = useState('');
  const [block, setBlock] = useState<TCanvasBlock | ''>('');
  const [dialog, setDialog] = useState<'share' | 'history' | 'promote' | null>(null);
  const save = useSaveVersion(idea.idea_id);
  const comments = useComments(idea.idea_id);
  const dirty = changedBlocks(draft, idea.canvas).length > 0;
  const counts = useMemo(() => {
    const out: Partial<Record<TCanvasBlock, number>> = {};
    for (const c of comments.data ?? []) if (c.block) out[c.block] = (out[c.block] ?? 0) + 1;
    return out;
  }, [comments.data]);

  // leaving with unsaved blocks asks first
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onComment = (b: TCanvasBlock) => {
    setBlock(b);
    document.getElementById('comment-body')?.focus();
  };
  const submit = () =>
    save.mutate(
      { canvas: draft, note },
      {
        onSuccess: (next) => notify.success(t('idea.saved', { version: next.version })),
        onError: (error) => notify.error(errorText(error)),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 id="idea-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {idea.title}
          </h1>
          {idea.summary ? <p className="mt-1 text-stone-600">{idea.summary}</p> : null}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <Badge tone={idea.status === 'promoted' ? 'green' : idea.status === 'archived' ? 'stone' : 'blue'}>
              {t(`statuses.${idea.status}`)}
            </Badge>
            <span>{t('list.version', { version: idea.version })}</span>
            {!idea.is_owner ? <span>· {t('idea.owner', { name: idea.owner.name })}</span> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={() => setDialog('history')}>
            <History aria-hidden className="size-4" />
            {t('idea.history')}
          </button>
          {idea.is_owner && canUpdate ? (
            <button type="button" className="btn-outline" onClick={() => setDialog('share')}>
              <Share2 aria-hidden className="size-4" />
              {t('idea.share')}
            </button>
          ) : null}
          {idea.is_owner && idea.product_id ? (
            <Link to={productHref(idea.product_id)} className="btn-outline">
              <Rocket aria-hidden className="size-4" />
              {t('idea.viewProduct')}
            </Link>
          ) : idea.is_owner && canPromote && idea.status === 'active' ? (
            <button type="button" className="btn-primary" onClick={() => setDialog('promote')}>
              <Rocket aria-hidden className="size-4" />
              {t('idea.promote')}
            </button>
          ) : null}
        </div>
      </header>
      {!idea.is_owner ? (
        <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
          {t('idea.readOnly', { name: idea.owner.name })}
        </p>
      ) : null}
      <section aria-labelledby="canvas-heading" className="flex flex-col gap-3">
        <h2 id="canvas-heading" className="text-lg font-semibold text-stone-900">
          {t('idea.canvas')}
        </h2>
        <CanvasGrid
          canvas={editable ? draft : idea.canvas}
          onChange={editable ? (b, text) => setDraft((d) => ({ ...d, [b]: text })) : undefined}
          commentCounts={counts}
          onComment={onComment}
        />
        {editable ? (
          <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-xl bg-white/95 p-3 shadow-md ring-1 ring-stone-200 sm:flex-row sm:items-center">
            <label htmlFor="version-note" className="sr-only">
              {t('idea.note')}
            </label>
            <input
              {...fieldAria('version-note')}
              className={`${INPUT_CLASS} sm:flex-1`}
              maxLength={VERSION_NOTE_MAX}
              placeholder={`${t('idea.note')}: ${t('idea.notePlaceholder')}`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <span className="text-sm text-amber-800" aria-live="polite">
              {dirty ? t('idea.unsaved') : ''}
            </span>
            <button type="button" className="btn-primary" disabled={!dirty || save.isPending} onClick={submit}>
              {save.isPending ? t('idea.saving') : t('idea.save', { version: idea.version + 1 })}
            </button>
          </div>
        ) : null}
      </section>
      <CommentsPanel ideaId={idea.idea_id} block={block} onBlockChange={setBlock} />
      <HistoryDialog idea={idea} open={dialog === 'history'} onOpenChange={(o) => setDialog(o ? 'history' : null)} />
      {idea.is_owner ? (
        <>
          <ShareDialog idea={idea} open={dialog === 'share'} onOpenChange={(o) => setDialog(o ? 'share' : null)} />
          <NewProductDialog
            open={dialog === 'promote'}
            onOpenChange={(o) => setDialog(o ? 'promote' : null)}
            ideaId={idea.idea_id}
            initialName={idea.title}
            initialDescription={[idea.summary, idea.canvas.unique_value_proposition].filter(Boolean).join('\n\n')}
          />
        </>
      ) : null}
    </div>
  );
}
