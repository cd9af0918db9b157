import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { type SessionTenant, useSessionStore } from '../../stores/session';
import { initTenantContext, loadAvailableTenants, sameTenant, useTenantStore } from '../../stores/tenant';
import { useTenantActions } from './use-tenant-actions';

export type TenantRouteState =
  | { status: 'loading' }
  | { status: 'ready'; tenant: SessionTenant }
  | { status: 'not-member'; tenantName: string }
  | { status: 'error'; message: string; retry: () => void };

/**
 * The tenant a /t/{tenant_type}/{tenant_name}/... screen belongs to, with the session put in it:
 * ready when the session already is there; otherwise the tenant is entered when the user is a
 * member (the page stays as it is) or reported as not theirs. Runs once per URL, so leaving the
 * tenant from this page does not enter it again.
 */
export function useTenantRoute(): TenantRouteState {
  const { tenant_type: type = '', tenant_name: name = '' } = useParams();
  const { pathname, search } = useLocation();
  const wanted = { tenant_type: type, tenant_name: name };
  const inside = useSessionStore((s) =>
    s.roleContext === 'tenant' && sameTenant(s.currentTenant, wanted) ? s.currentTenant : null,
  );
  const tenantLoading = useSessionStore((s) => s.tenantLoading);
  const contextStatus = useTenantStore((s) => s.contextStatus);
  const { enter } = useTenantActions();
  const [outcome, setOutcome] = useState<TenantRouteState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const key = `${type}/${name}#${attempt}`;
  const route = useRef('');
  route.current = `${pathname}${search}`;

  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    setOutcome(null);
    // a newer URL (or retry) supersedes this run
    const stale = () => started.current !== key;
    void (async () => {
      await initTenantContext();
      const state = useSessionStore.getState();
      if (state.roleContext === 'tenant' && sameTenant(state.currentTenant, { tenant_type: type, tenant_name: name }))
        return;
      await loadAvailableTenants(true);
      if (stale()) return;
      const ui = useTenantStore.getState();
      if (ui.tenantsStatus === 'failed') {
        setOutcome({ status: 'error', message: ui.tenantsError ?? '', retry: () => setAttempt((n) => n + 1) });
        return;
      }
      const membership = useSessionStore
        .getState()
        .availableTenants.find((t) => t.tenant_type === type && t.tenant_name === name);
      if (membership?.status !== 'active') {
        setOutcome({ status: 'not-member', tenantName: membership?.display_name ?? name });
        return;
      }
      const result = await enter(membership, { route: route.current, navigate: false });
      if (stale() || result.ok) return;
      setOutcome(
        result.status === 403
          ? { status: 'not-member', tenantName: membership.display_name }
          : { status: 'error', message: result.error, retry: () => setAttempt((n) => n + 1) },
      );
    })();
  }, [key, type, name, enter]);

  if (inside && !(tenantLoading && contextStatus === 'loading')) return { status: 'ready', tenant: inside };
  return outcome ?? { status: 'loading' };
}
