import type { TEvidence, TMilestone, TProductCard } from '@ankur/shared/schemas/innovation';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productEvidence, productMilestones, products } from '../../db/schema/innovation.ts';
import { uploadUrl } from '../uploads/index.ts';
import { rowsOf } from './ideas.repository.ts';

/** Products' SQL (issue 24): cards with milestone counts, milestones, evidence with its file. */
export type ProductRow = typeof products.$inferSelect;
export type MilestoneRow = typeof productMilestones.$inferSelect;

interface CardRow {
  product_id: number;
  name: string;
  description: string;
  stage: TProductCard['stage'];
  trl: number | null;
  trl_attempt_id: number | null;
  idea_id: number | null;
  idea_title: string | null;
  done: number;
  total: number;
  updated_at: string;
  created_at: string;
}

const cardSql = (where: SQL) => sql`select p.product_id, p.name, p.description, p.stage, p.trl, p.trl_attempt_id,
    p.idea_id, i.title as idea_title, p.updated_at::text as updated_at, p.created_at::text as created_at,
    (select count(*)::int from product_milestones m where m.product_id = p.product_id and m.done_at is not null) as done,
    (select count(*)::int from product_milestones m where m.product_id = p.product_id) as total
  from products p left join ideas i on i.idea_id = p.idea_id
  where ${where} order by p.updated_at desc, p.product_id desc limit 200`;

const toCard = (r: CardRow): TProductCard & { created_at: string } => ({
  product_id: r.product_id,
  name: r.name,
  description: r.description,
  stage: r.stage,
  trl: r.trl,
  trl_attempt_id: r.trl_attempt_id,
  idea: r.idea_id !== null ? { idea_id: r.idea_id, title: r.idea_title ?? '' } : null,
  milestones_done: r.done,
  milestones_total: r.total,
  updated_at: new Date(r.updated_at).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
});

export async function productCards(tx: Db, ownerId: number) {
  return (await rowsOf<CardRow>(tx, cardSql(sql`p.owner_id = ${ownerId}`))).map(toCard);
}

export async function productCard(tx: Db, ownerId: number, productId: number) {
  const [row] = await rowsOf<CardRow>(tx, cardSql(sql`p.owner_id = ${ownerId} and p.product_id = ${productId}`));
  return row ? toCard(row) : null;
}

export async function findProduct(tx: Db, productId: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.product_id, productId)).for('update');
  return row;
}

export async function insertProduct(tx: Db, values: typeof products.$inferInsert) {
  const [row] = await tx.insert(products).values(values).returning({ product_id: products.product_id });
  return row!.product_id;
}

export async function updateProduct(tx: Db, productId: number, set: Partial<ProductRow>, now: Date) {
  await tx
    .update(products)
    .set({ ...set, updated_at: now.toISOString() })
    .where(eq(products.product_id, productId));
}

export async function deleteProductTree(tx: Db, productId: number) {
  await tx.delete(productEvidence).where(eq(productEvidence.product_id, productId));
  await tx.delete(productMilestones).where(eq(productMilestones.product_id, productId));
  await tx.delete(products).where(eq(products.product_id, productId));
}

const toMilestone = (m: MilestoneRow): TMilestone => ({
  milestone_id: m.milestone_id,
  title: m.title,
  description: m.description,
  due_on: m.due_on,
  done: m.done_at !== null,
  done_at: m.done_at ? new Date(m.done_at).toISOString() : null,
  position: m.position,
});

export async function listMilestones(tx: Db, productId: number): Promise<TMilestone[]> {
  const rows = await tx
    .select()
    .from(productMilestones)
    .where(eq(productMilestones.product_id, productId))
    .orderBy(asc(productMilestones.position), asc(productMilestones.milestone_id));
  return rows.map(toMilestone);
}

export async function findMilestone(tx: Db, productId: number, milestoneId: number) {
  const [row] = await tx
    .select()
    .from(productMilestones)
    .where(and(eq(productMilestones.product_id, productId), eq(productMilestones.milestone_id, milestoneId)));
  return row;
}

export async function insertMilestone(tx: Db, values: typeof productMilestones.$inferInsert) {
  await tx.insert(productMilestones).values(values);
}

export async function updateMilestone(tx: Db, milestoneId: number, set: Partial<MilestoneRow>) {
  await tx.update(productMilestones).set(set).where(eq(productMilestones.milestone_id, milestoneId));
}

export async function deleteMilestone(tx: Db, milestoneId: number) {
  await tx.update(productEvidence).set({ milestone_id: null }).where(eq(productEvidence.milestone_id, milestoneId));
  await tx.delete(productMilestones).where(eq(productMilestones.milestone_id, milestoneId));
}

export async function listEvidence(tx: Db, productId: number): Promise<TEvidence[]> {
  const rows = await rowsOf<{
    evidence_id: number;
    title: string;
    milestone_id: number | null;
    file_name: string;
    content_type: string;
    size_bytes: number;
    public_id: string;
    created_at: string;
  }>(
    tx,
    sql`select e.evidence_id, e.title, e.milestone_id, f.file_name, f.content_type, f.size_bytes, f.public_id,
      e.created_at::text as created_at
    from product_evidence e join uploads f on f.upload_id = e.upload_id
    where e.product_id = ${productId} order by e.created_at desc, e.evidence_id desc`,
  );
  return rows.map((r) => ({
    evidence_id: r.evidence_id,
    title: r.title,
    milestone_id: r.milestone_id,
    file_name: r.file_name,
    content_type: r.content_type,
    size_bytes: Number(r.size_bytes),
    url: uploadUrl(r.public_id, r.file_name),
    created_at: new Date(r.created_at).toISOString(),
  }));
}

export async function insertEvidence(tx: Db, values: typeof productEvidence.$inferInsert) {
  await tx.insert(productEvidence).values(values);
}

export async function deleteEvidence(tx: Db, productId: number, evidenceId: number): Promise<boolean> {
  const gone = await tx
    .delete(productEvidence)
    .where(and(eq(productEvidence.product_id, productId), eq(productEvidence.evidence_id, evidenceId)))
    .returning({ id: productEvidence.evidence_id });
  return gone.length > 0;
}
