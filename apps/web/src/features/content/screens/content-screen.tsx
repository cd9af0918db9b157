import { CONTENT_KIND_SEGMENTS, contentPath, type TContent, type TContentKind } from '@ankur/shared/schemas/content';
import { ArrowLeft, FileQuestion, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ItemDate } from '../../../components/ui/item-date';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { languageFontStyle } from '../../../lib/i18n';
import { useContent, useRelated } from '../api/content';
import { CardGrid, KindPill } from '../components/content-card';
import { useFacetLabel } from '../components/facets';
import { KindBody } from '../components/kind-body';
import { ContentReportSlot } from '../components/report-slot';
import { CollectionPopover, SaveButton } from '../components/save-and-collect';
import { STUDIO_PATH } from '../components/write-link';
import { useContentTranslation } from '../i18n';

/** The kind a path's first segment names (/case-study/7 → case_study). */
export function kindOfPath(pathname: string): TContentKind | undefined {
  const segment = pathname.split('/')[1];
  return (Object.entries(CONTENT_KIND_SEGMENTS) as [TContentKind, string][]).find(([, s]) => s === segment)?.[0];
}

const idOf = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : 0;
};

/**
 * /article/:id, /video/:id, /podcast/:id, /case-study/:id, /template/:id, /report/:id, /book/:id:
 * one view with the kind's own part. A piece opened under another kind's address moves to its own.
 */
export default function ContentScreen() {
  const { t } = useContentTranslation();
  const { id: idParam } = useParams();
  const { pathname } = useLocation();
  const id = idOf(idParam);
  const content = useContent(id);
  const notFound = (
    <StatePanel Icon={FileQuestion} title={t('view.notFound')} body={t('view.notFoundBody')} heading="h1">
      <Link to="/contents" className="btn-primary">
        {t('view.backToLibrary')}
      </Link>
    </StatePanel>
  );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/contents" className="mb-4 inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('view.backToLibrary')}
      </Link>
      {id === 0 ? (
        notFound
      ) : (
        <QueryGate query={content} error={{ title: t('view.loadFailed'), heading: 'h1' }} notFound={notFound}>
          {(piece) =>
            kindOfPath(pathname) !== piece.kind ? (
              <Navigate to={contentPath(piece.kind, piece.content_id)} replace />
            ) : (
              <Piece content={piece} />
            )
          }
        </QueryGate>
      )}
    </div>
  );
}

function Piece({ content }: { content: TContent }) {
  const { t } = useContentTranslation();
  const label = useFacetLabel();
  return (
    <article aria-labelledby="content-title" className="flex flex-col gap-6">
      {content.status !== 'published' ? (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('view.notPublished', { status: t(`statuses.${content.status}`) })}
        </p>
      ) : null}
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <KindPill kind={content.kind} />
          {content.minutes > 0 ? (
            <span className="text-sm text-stone-600">{t('minutes', { count: content.minutes })}</span>
          ) : null}
        </div>
        <h1
          id="content-title"
          lang={content.language}
          style={languageFontStyle(content.language)}
          className="text-2xl font-bold tracking-tight text-stone-900 sm:text-4xl"
        >
          {content.title}
        </h1>
        {content.summary ? (
          <p
            lang={content.language}
            style={languageFontStyle(content.language)}
            className="text-lg leading-relaxed text-stone-700"
          >
            {content.summary}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <Avatar name={content.author.name} url={content.author.photo_url} size="sm" alt="" />
          <Link to={`/user/profile/${content.author.user_id}`} className="font-medium text-stone-900 hover:underline">
            {t('view.by', { name: content.author.name })}
          </Link>
          {content.published_at ? (
            <span>
              {t('view.published')} <ItemDate date={content.published_at} />
            </span>
          ) : (
            <span>
              {t('view.updated')} <ItemDate date={content.updated_at} />
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <SaveButton content={content} />
          <CollectionPopover content={content} />
          {content.can_edit ? (
            <Link to={`${STUDIO_PATH}/${content.content_id}`} className="btn-ghost">
              <Pencil className="size-4" aria-hidden />
              {t('view.edit')}
            </Link>
          ) : null}
          <ContentReportSlot content={content} />
        </div>
      </header>
      <KindBody content={content} />
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-stone-50 p-4 text-sm sm:grid-cols-2">
        <Meta term={t('view.level')}>{t(`levels.${content.level}`)}</Meta>
        <Meta term={t('view.language')}>{t(`languages.${content.language}`)}</Meta>
        {content.topics.length ? (
          <Meta term={t('view.topics')}>
            <ul className="flex flex-wrap gap-1.5">
              {content.topics.map((topic) => (
                <li key={topic}>
                  <Link
                    to={`/contents?topic=${encodeURIComponent(topic)}`}
                    className="rounded-full bg-white px-2 py-0.5 ring-1 ring-stone-200 hover:ring-brand-400"
                  >
                    {topic}
                  </Link>
                </li>
              ))}
            </ul>
          </Meta>
        ) : null}
        {content.hubs.length ? (
          <Meta term={t('view.hubs')}>
            <ul className="flex flex-wrap gap-1.5">
              {content.hubs.map((hub) => (
                <li key={hub}>
                  <Link
                    to={`/contents?hub=${hub}`}
                    className="rounded-full bg-white px-2 py-0.5 ring-1 ring-stone-200 hover:ring-brand-400"
                  >
                    {label('hub', hub)}
                  </Link>
                </li>
              ))}
            </ul>
          </Meta>
        ) : null}
      </dl>
      <Related id={content.content_id} />
    </article>
  );
}

function Meta({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="font-medium text-stone-600">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

function Related({ id }: { id: number }) {
  const { t } = useContentTranslation();
  const related = useRelated(id);
  if (!related.data || related.data.data.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t border-stone-200 pt-6">
      <h2 id="related-heading" className="mb-4 text-xl font-semibold text-stone-900">
        {t('view.related')}
      </h2>
      <CardGrid cards={related.data.data.slice(0, 6)} />
    </section>
  );
}
