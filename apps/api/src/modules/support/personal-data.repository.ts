import { eq, or, sql } from 'drizzle-orm';
import { supportMessages } from '../../db/schema/support.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/** Contact messages and bug reports a person sent, signed in or with their address (decision 35). */
const SUPPORT: PersonalDataSource = {
  name: 'support_messages',
  tables: ['support_messages'],
  scope: 'global',
  export: (tx, userId) =>
    tx
      .select({
        kind: supportMessages.kind,
        status: supportMessages.status,
        name: supportMessages.name,
        email: supportMessages.email,
        organisation: supportMessages.organisation,
        topic: supportMessages.topic,
        subject: supportMessages.subject,
        message: supportMessages.message,
        severity: supportMessages.severity,
        page_url: supportMessages.page_url,
        steps_to_reproduce: supportMessages.steps_to_reproduce,
        created_at: supportMessages.created_at,
      })
      .from(supportMessages)
      .where(
        or(
          eq(supportMessages.user_id, userId),
          sql`lower(${supportMessages.email}) = (select lower(email) from users where user_id = ${userId})`,
        ),
      ),
  // a ticket is the sender's words about themselves: it goes whole
  erase: async (tx, userId, { person }) => {
    await tx
      .delete(supportMessages)
      .where(or(eq(supportMessages.user_id, userId), sql`lower(${supportMessages.email}) = lower(${person.email})`));
  },
};

export function registerSupportPersonalData(): void {
  registerPersonalData(SUPPORT);
}
