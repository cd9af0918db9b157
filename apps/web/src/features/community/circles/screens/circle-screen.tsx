import { GROUP_MAX_MEMBERS } from '@ankur/shared/schemas/messages';
import { ArrowLeft, Lock, MessageSquare, SearchX, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { QueryGate } from '../../../../components/ui/query-gate';
import { SafeHtml } from '../../../../components/ui/safe-html';
import { StatePanel } from '../../../../components/ui/state-panel';
import { Composer } from '../../feed/components/composer';
import { ActionMenu } from '../../feed/components/menu';
import { PostList } from '../../feed/components/post-list';
import { ReportDialog } from '../../moderation/components/report-dialog';
import { useCircle, useUpdateCircle } from '../api/circles';
import { CircleForm } from '../components/circle-form';
import { JoinButton } from '../components/join-button';
import { InviteDialog, MembersPanel } from '../components/members-panel';
import { useCirclesTranslation } from '../i18n';

type Tab = 'posts' | 'about' | 'members';

/**
 * /community-group/{id}: a circle's cover, about and rules, its feed (own composer, pinned posts
 * first), its members and a link to its conversation; join, ask, accept or leave. A non-member of
 * a private circle sees the about and the request button, not the posts.
 */
export default function CircleScreen() {
  const { t } = useCirclesTranslation();
  const { community_id: param } = useParams();
  const circleId = Number(param);
  const circle = useCircle(Number.isInteger(circleId) && circleId > 0 ? circleId : 0);
  const update = useUpdateCircle();
  const [tab, setTab] = useState<Tab>('posts');
  const [editing, setEditing] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [reporting, setReporting] = useState(false);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
      <Link
        to="/community/groups"
        className="mb-3 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('page.back')}
      </Link>
      <QueryGate
        query={circle}
        loadingLabel={t('members.loading')}
        notFound={<StatePanel Icon={SearchX} title={t('page.notFound')} heading="h1" />}
        error={{ title: t('page.loadFailed'), retryLabel: t('page.retry'), heading: 'h1' }}
      >
        {(c) => {
          const member = c.my_status === 'active';
          const readable = member || c.visibility === 'public' || c.can_manage;
          const tabs: Tab[] = readable ? ['posts', 'about', 'members'] : ['about'];
          const shown = tabs.includes(tab) ? tab : 'about';
          return (
            <>
              <header className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
                {c.cover_url ? (
                  <img src={c.cover_url} alt="" className="h-36 w-full object-cover sm:h-48" />
                ) : (
                  <div aria-hidden className="h-28 w-full bg-gradient-to-r from-brand-800 to-brand-500 sm:h-36" />
                )}
                <div className="flex flex-col gap-3 p-4 sm:p-6">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={c.visibility === 'public' ? 'green' : 'amber'}>
                      {c.visibility !== 'public' ? <Lock className="mr-1 inline size-3" aria-hidden /> : null}
                      {t(`card.visibility.${c.visibility}`)}
                    </Badge>
                    {member && c.my_role ? <Badge tone="blue">{t(`card.role.${c.my_role}`)}</Badge> : null}
                    {c.archived ? <Badge tone="stone">{t('card.archived')}</Badge> : null}
                  </div>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{c.name}</h1>
                      <p className="mt-1 text-sm text-stone-600">
                        <Users className="mr-1 inline size-4" aria-hidden />
                        {t('card.members', { count: c.member_count })} · {t('card.posts', { count: c.post_count })} ·{' '}
                        {t('page.owner', { name: c.owner.name })}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <JoinButton circle={c} />
                      {member && c.conversation_id ? (
                        <Link to={`/messages?c=${c.conversation_id}`} className="btn-outline">
                          <MessageSquare className="size-4" aria-hidden />
                          <span className="sr-only sm:not-sr-only">{t('page.conversation')}</span>
                        </Link>
                      ) : null}
                      {c.can_manage ? (
                        <button type="button" className="btn-outline" onClick={() => setInviting(true)}>
                          <UserPlus className="size-4" aria-hidden />
                          {t('members.invite')}
                        </button>
                      ) : null}
                      <ActionMenu
                        label={t('members.actions', { name: c.name })}
                        items={[
                          ...(c.can_manage
                            ? [
                                { label: t('page.edit'), onSelect: () => setEditing(true) },
                                c.archived
                                  ? {
                                      label: t('page.unarchive'),
                                      onSelect: () => update.mutate({ id: c.circle_id, patch: { archived: false } }),
                                    }
                                  : { label: t('page.archive'), onSelect: () => setArchiving(true), danger: true },
                              ]
                            : []),
                          { label: t('page.report'), onSelect: () => setReporting(true) },
                        ]}
                      />
                    </div>
                  </div>
                  {c.archived ? (
                    <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">
                      {t('page.archivedNotice')}
                    </p>
                  ) : null}
                  {member && c.conversation_full ? (
                    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
                      {t('page.conversationFull', { max: GROUP_MAX_MEMBERS })}
                    </p>
                  ) : null}
                  {!readable ? (
                    <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">{t('page.privateNotice')}</p>
                  ) : null}
                </div>
              </header>
              <div role="tablist" aria-label={c.name} className="mt-4 mb-4 flex gap-1 border-b border-stone-200">
                {tabs.map((key) => (
                  <button
                    key={key}
                    type="button"
                    role="tab"
                    aria-selected={shown === key}
                    className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${shown === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
                    onClick={() => setTab(key)}
                  >
                    {t(`page.${key}`)}
                  </button>
                ))}
              </div>
              <div role="tabpanel" className="flex flex-col gap-4">
                {shown === 'posts' ? (
                  <>
                    {member && !c.archived ? <Composer circleId={c.circle_id} /> : null}
                    <PostList
                      source={{ kind: 'circle', circleId: c.circle_id }}
                      empty={{ title: t('page.emptyPosts'), body: t('page.emptyPostsBody') }}
                    />
                  </>
                ) : null}
                {shown === 'about' ? (
                  <section className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
                    <p className="whitespace-pre-line text-stone-800">{c.description}</p>
                    {c.topics.length ? (
                      <p className="flex flex-wrap gap-1.5 text-sm text-brand-700">
                        {c.topics.map((x) => (
                          <span key={x}>#{x}</span>
                        ))}
                      </p>
                    ) : null}
                    {c.rules ? (
                      <div>
                        <h2 className="mb-1 font-semibold text-stone-900">{t('page.rules')}</h2>
                        <SafeHtml html={c.rules} className="prose prose-sm max-w-none" />
                      </div>
                    ) : null}
                  </section>
                ) : null}
                {shown === 'members' ? <MembersPanel circle={c} status="active" /> : null}
              </div>
              {editing ? <CircleForm circle={c} onClose={() => setEditing(false)} /> : null}
              {inviting ? <InviteDialog circle={c} onClose={() => setInviting(false)} /> : null}
              <ConfirmDialog
                open={archiving}
                onOpenChange={setArchiving}
                title={t('page.archiveTitle')}
                confirmLabel={t('page.archive')}
                cancelLabel={t('form.cancel')}
                destructive
                pending={update.isPending}
                onConfirm={() =>
                  update.mutate(
                    { id: c.circle_id, patch: { archived: true } },
                    { onSuccess: () => setArchiving(false) },
                  )
                }
              >
                <p>{t('page.archiveBody')}</p>
              </ConfirmDialog>
              <ReportDialog
                target={reporting ? { kind: 'circle', id: c.circle_id, quote: c.name } : null}
                onClose={() => setReporting(false)}
              />
            </>
          );
        }}
      </QueryGate>
    </div>
  );
}
