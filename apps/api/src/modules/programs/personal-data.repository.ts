import { eq, inArray } from 'drizzle-orm';
import {
  assignmentSubmissions,
  certificateCodes,
  certificates,
  learningPlans,
  planItems,
  programEnrollments,
  quizAttempts,
  unitProgress,
} from '../../db/schema/programs.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * A learner's programs (decision 35): enrolments, progress, quiz attempts, assignment
 * submissions, learning plans and certificates. All of it is theirs alone, so erasure deletes
 * it (before the uploads entry deletes the submitted files: order 50).
 */
const LEARNING: PersonalDataSource = {
  name: 'programs',
  tables: [
    'program_enrollments',
    'unit_progress',
    'quiz_attempts',
    'assignment_submissions',
    'learning_plans',
    'plan_items',
    'certificates',
    'certificate_codes',
  ],
  scope: 'tenant',
  order: 50,
  export: async (tx, userId) => {
    const plans = await tx.select().from(learningPlans).where(eq(learningPlans.user_id, userId));
    return {
      enrolments: await tx.select().from(programEnrollments).where(eq(programEnrollments.user_id, userId)),
      unit_progress: await tx.select().from(unitProgress).where(eq(unitProgress.user_id, userId)),
      quiz_attempts: await tx.select().from(quizAttempts).where(eq(quizAttempts.user_id, userId)),
      assignment_submissions: await tx
        .select()
        .from(assignmentSubmissions)
        .where(eq(assignmentSubmissions.user_id, userId)),
      learning_plans: plans,
      plan_items: plans.length
        ? await tx
            .select()
            .from(planItems)
            .where(
              inArray(
                planItems.plan_id,
                plans.map((p) => p.plan_id),
              ),
            )
        : [],
      certificates: await tx.select().from(certificates).where(eq(certificates.user_id, userId)),
    };
  },
  erase: async (tx, userId) => {
    const certs = await tx
      .delete(certificates)
      .where(eq(certificates.user_id, userId))
      .returning({ code: certificates.code });
    // the public verification page then answers "no such certificate"
    if (certs.length)
      await tx.delete(certificateCodes).where(
        inArray(
          certificateCodes.code,
          certs.map((c) => c.code),
        ),
      );
    const plans = tx.select({ id: learningPlans.plan_id }).from(learningPlans).where(eq(learningPlans.user_id, userId));
    await tx.delete(planItems).where(inArray(planItems.plan_id, plans));
    await tx.delete(learningPlans).where(eq(learningPlans.user_id, userId));
    await tx.delete(assignmentSubmissions).where(eq(assignmentSubmissions.user_id, userId));
    await tx.delete(quizAttempts).where(eq(quizAttempts.user_id, userId));
    await tx.delete(unitProgress).where(eq(unitProgress.user_id, userId));
    await tx.delete(programEnrollments).where(eq(programEnrollments.user_id, userId));
  },
};

export function registerProgramsPersonalData(): void {
  registerPersonalData(LEARNING);
}
