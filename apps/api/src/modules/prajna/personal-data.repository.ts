import { eq } from 'drizzle-orm';
import { prajnaAnswers } from '../../db/schema/prajna.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/** Prajna's personal data (decision 35): a person's questions and answers, exported, then deleted on erasure. */
const PRAJNA: PersonalDataSource = {
  name: 'prajna',
  tables: ['prajna_answers'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    answers: await tx.select().from(prajnaAnswers).where(eq(prajnaAnswers.user_id, userId)),
  }),
  erase: async (tx, userId) => {
    await tx.delete(prajnaAnswers).where(eq(prajnaAnswers.user_id, userId));
  },
};

export function registerPrajnaPersonalData(): void {
  registerPersonalData(PRAJNA);
}
