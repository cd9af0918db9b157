import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * The innovation workspace's personal data (decision 35's registry): a person's ideas with every
 * version, share and comment, their comments on others' ideas and the shares made to them, their
 * products with milestones and evidence. Erasure deletes all of it (runs before uploads' entry,
 * which then deletes the evidence files); versions and evidence others created on the person's
 * things go with them, and their comments on others' ideas are deleted.
 */
const rows = async (tx: Db, q: ReturnType<typeof sql>) =>
  ((await tx.execute(q)) as unknown as { rows: unknown[] }).rows;

const INNOVATION: PersonalDataSource = {
  name: 'innovation',
  tables: [
    'ideas',
    'idea_versions',
    'idea_shares',
    'idea_comments',
    'products',
    'product_milestones',
    'product_evidence',
  ],
  scope: 'tenant',
  export: async (tx, userId) => ({
    ideas: await rows(
      tx,
      sql`select idea_id, title, summary, status, version, created_at, updated_at from ideas
        where owner_id = ${userId} order by idea_id`,
    ),
    versions: await rows(
      tx,
      sql`select v.idea_id, v.version, v.canvas, v.note, v.created_at from idea_versions v
        join ideas i on i.idea_id = v.idea_id where i.owner_id = ${userId} or v.created_by = ${userId}
        order by v.idea_id, v.version`,
    ),
    shares: await rows(
      tx,
      sql`select share_id, idea_id, user_id, circle_id, shared_by, created_at from idea_shares
        where shared_by = ${userId} or user_id = ${userId} order by share_id`,
    ),
    comments: await rows(
      tx,
      sql`select comment_id, idea_id, version, block, body, created_at from idea_comments
        where author_id = ${userId} order by comment_id`,
    ),
    products: await rows(
      tx,
      sql`select product_id, idea_id, name, description, stage, trl, trl_attempt_id, created_at, updated_at
        from products where owner_id = ${userId} order by product_id`,
    ),
    milestones: await rows(
      tx,
      sql`select m.product_id, m.milestone_id, m.title, m.description, m.due_on, m.done_at, m.position
        from product_milestones m join products p on p.product_id = m.product_id
        where p.owner_id = ${userId} order by m.product_id, m.position`,
    ),
    evidence: await rows(
      tx,
      sql`select e.product_id, e.evidence_id, e.milestone_id, e.upload_id, e.title, e.created_at
        from product_evidence e join products p on p.product_id = e.product_id
        where p.owner_id = ${userId} or e.created_by = ${userId} order by e.evidence_id`,
    ),
  }),
  erase: async (tx, userId) => {
    const mine = sql`(select product_id from products where owner_id = ${userId})`;
    await tx.execute(sql`delete from product_evidence where product_id in ${mine} or created_by = ${userId}`);
    await tx.execute(sql`delete from product_milestones where product_id in ${mine}`);
    await tx.execute(sql`delete from products where owner_id = ${userId}`);
    const ideas = sql`(select idea_id from ideas where owner_id = ${userId})`;
    await tx.execute(sql`update products set idea_id = null where idea_id in ${ideas}`);
    await tx.execute(sql`delete from idea_comments where idea_id in ${ideas} or author_id = ${userId}`);
    await tx.execute(
      sql`delete from idea_shares where idea_id in ${ideas} or user_id = ${userId} or shared_by = ${userId}`,
    );
    await tx.execute(sql`delete from idea_versions where idea_id in ${ideas} or created_by = ${userId}`);
    await tx.execute(sql`delete from ideas where owner_id = ${userId}`);
  },
};

export function registerInnovationPersonalData(): void {
  registerPersonalData(INNOVATION);
}
