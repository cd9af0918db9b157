import type { TCalendarItem } from '@ankur/shared/schemas/calendar';
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productMilestones, products } from '../../db/schema/innovation.ts';
import type { CalendarItemSource } from '../calendar/index.ts';

/** The day after a YYYY-MM-DD date (an all-day item ends the next day, exclusive). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A product's milestones with a due date in its owner's calendar (FEATURES: anything with a date),
 * as all-day items on the due date, in GET calendar and the private iCal feed. One query.
 */
export const milestoneCalendarSource: CalendarItemSource = {
  source: 'milestone',
  itemsBetween: async (tx: Db, userId: number, from: string, to: string): Promise<TCalendarItem[]> => {
    const rows = await tx
      .select({
        milestone_id: productMilestones.milestone_id,
        title: productMilestones.title,
        description: productMilestones.description,
        due_on: productMilestones.due_on,
        done_at: productMilestones.done_at,
        product_id: products.product_id,
        product: products.name,
      })
      .from(productMilestones)
      .innerJoin(products, eq(products.product_id, productMilestones.product_id))
      .where(
        and(
          eq(products.owner_id, userId),
          isNotNull(productMilestones.due_on),
          gte(productMilestones.due_on, from.slice(0, 10)),
          lte(productMilestones.due_on, to.slice(0, 10)),
        ),
      )
      .orderBy(asc(productMilestones.due_on), asc(productMilestones.milestone_id));
    return rows.map((r) => {
      const due = r.due_on as string;
      const name = `${r.product}: ${r.title}`;
      return {
        id: `milestone:${r.milestone_id}`,
        source: 'milestone',
        kind: 'milestone',
        title: r.done_at ? `Milestone: ${name} (done)` : `Milestone: ${name}`,
        name,
        starts_at: due,
        ends_at: nextDay(due),
        all_day: true,
        link: `/innovation-workspace?product=${r.product_id}`,
        location: null,
        description: r.description || null,
        editable: false,
        reminder_minutes: null,
      };
    });
  },
};
