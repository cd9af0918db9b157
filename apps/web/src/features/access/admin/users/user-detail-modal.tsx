import type { TSignInState } from '@ankur/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ItemDate } from '../../../../components/ui/item-date';
import { Modal } from '../../../../components/ui/modal';
import { signInStateQueryOptions, type UserRecord } from '../api';
import { Badge } from '../components/fields';
import { LoadError } from '../components/load-error';
import { userLabel } from '../users';

export const SIGN_IN_STATE_ERROR = 'Failed to fetch sign-in state.';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,11rem)_1fr] gap-3 border-t border-stone-100 py-2 first:border-t-0">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

function SignInState({ state }: { state: TSignInState }) {
  const locked = state.locked_until && new Date(state.locked_until).getTime() > Date.now();
  return (
    <dl className="text-sm">
      <Row term="Account enabled">{yesNo(state.enabled)}</Row>
      <Row term="E-mail verified">{yesNo(state.email_verified)}</Row>
      <Row term="Password set">{yesNo(state.has_password)}</Row>
      <Row term="Failed sign-ins">{state.failed_login_count}</Row>
      <Row term="Locked">
        {locked && state.locked_until ? (
          <>
            Until <ItemDate date={state.locked_until} />
          </>
        ) : (
          'No'
        )}
      </Row>
      <Row term="Last sign-in">{state.last_sign_in_at ? <ItemDate date={state.last_sign_in_at} /> : 'Never'}</Row>
      <Row term="Active sessions">{state.active_sessions}</Row>
    </dl>
  );
}

/** A user's details and sign-in state (GET auth/signInState/{id}). Mount it to open it. */
export function UserDetailModal({ user, onClose }: { user: Partial<UserRecord>; onClose: () => void }) {
  const state = useQuery(signInStateQueryOptions(user.user_id!));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={userLabel(user, user.user_id)}
      description={user.email}
      width="34rem"
    >
      <div className="flex flex-col gap-5">
        <section aria-labelledby="user-detail-roles">
          <h3 id="user-detail-roles" className="text-sm font-semibold text-stone-900">
            Roles
          </h3>
          <p className="mt-2 flex flex-wrap gap-1">
            {user.roles?.length ? user.roles.map((r) => <Badge key={r.role_id}>{r.display_name}</Badge>) : 'No roles'}
          </p>
        </section>
        <section aria-labelledby="user-detail-sign-in">
          <h3 id="user-detail-sign-in" className="mb-2 text-sm font-semibold text-stone-900">
            Sign-in
          </h3>
          {state.isPending ? (
            <p role="status" className="text-sm text-stone-600">
              Loading sign-in state…
            </p>
          ) : state.isError ? (
            <LoadError error={state.error} message={SIGN_IN_STATE_ERROR} onRetry={() => void state.refetch()} />
          ) : (
            <SignInState state={state.data} />
          )}
        </section>
      </div>
    </Modal>
  );
}
