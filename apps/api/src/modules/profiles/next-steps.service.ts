import { onboardingFlowOf, type TNextStep } from '@ankur/shared/schemas/profiles';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Scope } from '../../lib/scope.ts';
import { findProfile, personalityResultsOf } from './profiles.repository.ts';
import { venturesOfPerson } from './ventures.service.ts';

/** At most this many steps on the home's "What to do next". */
export const NEXT_STEPS_MAX = 5;

/**
 * GET profiles/me/next-steps: what the home suggests, from what the person said while onboarding
 * (their role, their venture's needs, their study) and what their profile still lacks. Each step
 * links to a screen that exists.
 */
export async function nextSteps(db: Db, scope: Scope): Promise<{ items: TNextStep[] }> {
  const { actor } = scope;
  const active = actor.roles.find((r) => r.role_id === actor.activeRole);
  return withTenant(db, scope.tenantId, async (tx) => {
    const profile = await findProfile(tx, actor.userId);
    const flow = profile?.onboarding?.flow ?? onboardingFlowOf(active?.role_name);
    const steps: TNextStep[] = [];
    const onboarding = profile?.onboarding;
    if (flow && !onboarding?.done && !onboarding?.skipped) {
      steps.push({
        kind: 'finish_onboarding',
        link: flow === 'entrepreneur' ? '/registration/entrepreneur' : '/onboarding',
      });
    }
    if (flow === 'entrepreneur') {
      const [venture] = await venturesOfPerson(tx, actor.userId);
      if (!venture) steps.push({ kind: 'add_venture', link: '/profile/entrepreneurial' });
      if (venture?.needs.includes('mentoring')) steps.push({ kind: 'find_mentor', link: '/community/members' });
      if (venture?.needs.includes('funding')) steps.push({ kind: 'prepare_investors', link: '/investor-readiness' });
    }
    if (flow === 'student') steps.push({ kind: 'explore_programs', link: '/learning-journey' });
    if (flow === 'investor') steps.push({ kind: 'register_investor', link: '/investor-registration' });
    if (flow === 'volunteer' || flow === 'expert') {
      steps.push({ kind: 'offer_help', link: `/volunteer-profile/${actor.userId}` });
    }
    const profilePath = `/user/profile/${actor.userId}`;
    if (!profile?.photo_key) steps.push({ kind: 'add_photo', link: profilePath });
    if (!profile?.headline || !profile.bio) steps.push({ kind: 'complete_profile', link: profilePath });
    if ((await personalityResultsOf(tx, actor.userId, 1)).length === 0) {
      steps.push({ kind: 'take_personality', link: `/personality-profile/${actor.userId}` });
    }
    return { items: steps.slice(0, NEXT_STEPS_MAX) };
  });
}
