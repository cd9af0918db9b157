import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../components/ui/toaster';
import { activeRoleOf, useSessionStore } from '../../stores/session';
import {
  type EnterableTenant,
  enterTenant,
  leaveTenant,
  switchToMainPlatform,
  type TenantEntry,
} from '../../stores/tenant';

/** Where the main platform opens after leaving a tenant (SPEC §6: admin view → admin centre). */
export function mainPlatformHome(): string {
  const state = useSessionStore.getState();
  return (state.currentRole ?? activeRoleOf(state.user))?.role_view === 'admin' ? '/admin-center' : '/home';
}

export interface EnterOptions {
  /** Open this tenant route instead of the role's tenant home. */
  route?: string;
  /** false: stay on the current page (it already is the tenant's route). */
  navigate?: boolean;
}

/**
 * The tenant context actions of stores/tenant.ts with what the screens add: going to the right
 * page afterwards, and a toast when it fails (the message also stays in tenantError).
 */
export function useTenantActions() {
  const navigate = useNavigate();

  const enter = useCallback(
    async (tenant: EnterableTenant, options: EnterOptions = {}): Promise<TenantEntry> => {
      const result = await enterTenant(tenant, { route: options.route });
      if (!result.ok) {
        notify.error(`Could not open ${tenant.display_name}`, { description: result.error });
      } else if (options.navigate !== false) {
        navigate(result.path);
      }
      return result;
    },
    [navigate],
  );

  const toMainPlatform = useCallback(
    async ({ leave = false, tenantName }: { leave?: boolean; tenantName?: string } = {}) => {
      const ok = await (leave ? leaveTenant() : switchToMainPlatform());
      if (ok) {
        navigate(mainPlatformHome());
        if (leave && tenantName)
          notify.success(`Back on the main platform. ${tenantName} stays in your organisations.`);
      } else {
        notify.error('Could not return to the main platform', {
          description: useSessionStore.getState().tenantError ?? undefined,
        });
      }
      return ok;
    },
    [navigate],
  );

  return useMemo(() => ({ enter, toMainPlatform }), [enter, toMainPlatform]);
}
