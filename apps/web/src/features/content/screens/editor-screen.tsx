import { CONTENT_KINDS, type TContentKind } from '@ankur/shared/schemas/content';
import { FileQuestion, Lock } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useLanguage } from '../../../lib/i18n';
import { useContent } from '../api/content';
import { draftOf, newDraft } from '../components/editor-draft';
import { EditorForm } from '../components/editor-form';
import { STUDIO_PATH, useCanWrite } from '../components/write-link';
import { useContentTranslation } from '../i18n';

/** /contents/studio/:id — the editor; /contents/studio/new?kind=podcast starts a new piece of that kind. */
export default function EditorScreen() {
  const { t } = useContentTranslation();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const language = useLanguage();
  const canWrite = useCanWrite();
  const isNew = idParam === 'new';
  const id = isNew ? 0 : Number(idParam);
  const validId = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const content = useContent(validId ? id : 0);
  const kindParam = params.get('kind');
  const kind: TContentKind = CONTENT_KINDS.find((k) => k === kindParam) ?? 'article';

  const noAccess = (
    <StatePanel Icon={Lock} title={t('editor.noAccess')} body={t('editor.noAccessBody')} heading="h1">
      <Link to={STUDIO_PATH} className="btn-primary">
        {t('editor.back')}
      </Link>
    </StatePanel>
  );
  const notFound = (
    <StatePanel Icon={FileQuestion} title={t('editor.notFound')} heading="h1">
      <Link to={STUDIO_PATH} className="btn-primary">
        {t('editor.back')}
      </Link>
    </StatePanel>
  );

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      {isNew ? (
        canWrite ? (
          <EditorForm key={`new-${kind}`} initial={newDraft(kind, language)} content={null} />
        ) : (
          noAccess
        )
      ) : !validId ? (
        notFound
      ) : (
        <QueryGate query={content} error={{ title: t('view.loadFailed'), heading: 'h1' }} notFound={notFound}>
          {(piece) =>
            piece.can_edit || piece.can_review ? (
              <EditorForm key={`${piece.content_id}-${piece.updated_at}`} initial={draftOf(piece)} content={piece} />
            ) : (
              noAccess
            )
          }
        </QueryGate>
      )}
    </section>
  );
}
