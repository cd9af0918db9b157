import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../stores/session';
import { initTenantContext, rememberTenantRoute, tenantOfPath } from '../../../stores/tenant';
import { applyBranding } from '../branding';

/**
 * Keeps the tenant context in step with the app (rendered once, in the signed-in header):
 * restores it on start-up (a reload inside a tenant stays inside), remembers the last /t/... route
 * visited, themes the shell with the tenant's colours while the session is in a tenant, and
 * drops the app's cached server data when the context changes (the API scopes it by tenant).
 */
export function TenantContextSync() {
  const userId = useSessionStore((s) => (s.isLoggedIn ? (s.user?.user_id ?? null) : null));
  const roleContext = useSessionStore((s) => s.roleContext);
  const tenant = useSessionStore((s) => s.currentTenant);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (userId !== null) void initTenantContext();
  }, [userId]);

  const tenantId = tenant?.tenant_id;
  // server data is scoped by tenant: what was cached for another context must not show here
  const context = roleContext === 'tenant' ? (tenantId ?? null) : null;
  const previous = useRef(context);
  useEffect(() => {
    if (previous.current === context) return;
    previous.current = context;
    void queryClient.resetQueries();
  }, [context]);

  useEffect(() => {
    if (tenantId && roleContext === 'tenant' && tenantOfPath(pathname)) rememberTenantRoute(`${pathname}${search}`);
  }, [pathname, search, roleContext, tenantId]);

  const branding = roleContext === 'tenant' ? (tenant?.branding ?? null) : null;
  const primary = branding?.primary_color;
  const accent = branding?.accent_color;
  useEffect(() => {
    const root = document.documentElement;
    applyBranding(root, primary || accent ? { primary_color: primary, accent_color: accent } : null);
    return () => applyBranding(root, null);
  }, [primary, accent]);

  return null;
}
