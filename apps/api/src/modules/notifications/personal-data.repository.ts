import { eq, or } from 'drizzle-orm';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { anonymisedText, mentions, type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * A person's notifications and delivery preferences (decision 35). Other people's notifications
 * that name them ("Asha Rao sent you a message") stay, with the name replaced.
 */
const NOTIFICATIONS: PersonalDataSource = {
  name: 'notifications',
  tables: ['notifications', 'notification_preferences'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    notifications: await tx.select().from(notifications).where(eq(notifications.user_id, userId)),
    preferences: await tx.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId)),
  }),
  erase: async (tx, userId, ctx) => {
    await tx.delete(notifications).where(eq(notifications.user_id, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
    await tx
      .update(notifications)
      .set({ title: anonymisedText(notifications.title, ctx), body: anonymisedText(notifications.body, ctx) })
      .where(or(mentions(notifications.title, ctx), mentions(notifications.body, ctx)));
  },
};

export function registerNotificationsPersonalData(): void {
  registerPersonalData(NOTIFICATIONS);
}
