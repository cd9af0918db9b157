import { userSettings, users } from '../../db/schema/identity.ts';
import type { ResourceBindings } from '../../resources/catalog.ts';
import type { WriteGuard } from '../../resources/define.ts';
import { afterAccessChange, assertAdminsRemain, assertUserWithinReach } from '../access/index.ts';

/** global-user/users/: only users within the editor's reach; disabling or deleting must leave an administrator. */
const userGuard: WriteGuard = {
  async before(tx, actor, e) {
    if (e.op === 'create') return;
    await assertUserWithinReach(tx, actor, [...e.before.keys()], e.op === 'delete' ? 'delete' : 'change');
  },
  async after(tx) {
    await assertAdminsRemain(tx);
  },
  committed: afterAccessChange,
};

/** The SPEC §7 resource groups of people: users and their settings. */
export const IDENTITY_RESOURCES = {
  users: { table: users, guard: userGuard },
  userSettings: { table: userSettings },
} satisfies ResourceBindings;
