import {
  INNOVATION_ERRORS,
  MILESTONES_MAX,
  type TEvidenceInput,
  type TMilestoneInput,
  type TMilestonePatch,
  type TProductDetail,
  type TProductInput,
  type TProductPatch,
  ZEvidenceInput,
  ZMilestoneInput,
  ZProductInput,
} from '@ankur/shared/schemas/innovation';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { latestCompleted } from '../readiness/index.ts';
import { ownUpload } from '../uploads/index.ts';
import { findIdea, updateIdea } from './ideas.repository.ts';
import {
  deleteEvidence,
  deleteMilestone,
  deleteProductTree,
  findMilestone,
  findProduct,
  insertEvidence,
  insertMilestone,
  insertProduct,
  listEvidence,
  listMilestones,
  type ProductRow,
  productCard,
  productCards,
  updateMilestone,
  updateProduct,
} from './products.repository.ts';

/**
 * Products (issue 24, menu 'My Product/Innovation'): private to their owner. Promoting an idea
 * makes a product linked to it (the idea's status becomes 'promoted'); the TRL comes from the
 * owner's latest technology readiness result (the attempt id kept) or is set by hand; milestones
 * in the owner's order; evidence files uploaded as 'product-evidence', on the product or a milestone.
 */

async function detail(tx: Db, scope: Scope, productId: number): Promise<TProductDetail> {
  const card = await productCard(tx, scope.actor.userId, productId);
  if (!card) throw notFound(INNOVATION_ERRORS.noProduct);
  return { ...card, milestones: await listMilestones(tx, productId), evidence: await listEvidence(tx, productId) };
}

/** The actor's product, locked; another's is 404 (products are private). */
async function ownedProduct(tx: Db, scope: Scope, productId: number): Promise<ProductRow> {
  const row = await findProduct(tx, productId);
  if (!row || row.owner_id !== scope.actor.userId) throw notFound(INNOVATION_ERRORS.noProduct);
  return row;
}

export const listProducts = (db: Db, scope: Scope) =>
  withTenant(db, scope.tenantId, (tx) => productCards(tx, scope.actor.userId));

export const getProduct = (db: Db, scope: Scope, productId: number) =>
  withTenant(db, scope.tenantId, (tx) => detail(tx, scope, productId));

/** A product; with idea_id, the owner's idea is promoted (once) and stays linked. */
export async function createProduct(db: Db, scope: Scope, input: TProductInput, now: Date) {
  const v = ZProductInput.parse(input);
  return withTenant(db, scope.tenantId, async (tx) => {
    if (v.idea_id !== null) {
      const idea = await findIdea(tx, v.idea_id);
      if (!idea || idea.owner_id !== scope.actor.userId) throw badRequest(`idea_id: ${INNOVATION_ERRORS.noIdea}`);
      if (idea.status === 'promoted') throw conflict(INNOVATION_ERRORS.promoted);
      await updateIdea(tx, idea.idea_id, { status: 'promoted' }, now);
    }
    const id = await insertProduct(tx, {
      owner_id: scope.actor.userId,
      idea_id: v.idea_id,
      name: v.name,
      description: v.description,
      stage: v.stage,
      trl: v.trl,
    });
    return detail(tx, scope, id);
  });
}

export async function editProduct(db: Db, scope: Scope, productId: number, patch: TProductPatch, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedProduct(tx, scope, productId);
    const set = patch.trl !== undefined ? { ...patch, trl_attempt_id: null } : patch;
    await updateProduct(tx, productId, set, now);
    return detail(tx, scope, productId);
  });
}

/** The TRL from the owner's latest completed technology readiness attempt (its level). */
export async function trlFromAssessment(db: Db, scope: Scope, productId: number, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedProduct(tx, scope, productId);
    const latest = await latestCompleted(tx, scope.actor.userId, 'technology');
    const level = latest?.result.level ?? null;
    if (!latest || level === null || level < 1) throw badRequest(`trl: ${INNOVATION_ERRORS.noTrlResult}`);
    await updateProduct(tx, productId, { trl: Math.min(9, level), trl_attempt_id: latest.attempt_id }, now);
    return detail(tx, scope, productId);
  });
}

export async function deleteProduct(db: Db, scope: Scope, productId: number, now: Date) {
  await withTenant(db, scope.tenantId, async (tx) => {
    const row = await ownedProduct(tx, scope, productId);
    // the idea it came from is no longer promoted: it goes back to the owner's open ideas
    if (row.idea_id !== null) await updateIdea(tx, row.idea_id, { status: 'active' }, now);
    await deleteProductTree(tx, productId);
  });
}

export async function addMilestone(db: Db, scope: Scope, productId: number, input: TMilestoneInput, now: Date) {
  const v = ZMilestoneInput.parse(input);
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedProduct(tx, scope, productId);
    const existing = await listMilestones(tx, productId);
    if (existing.length >= MILESTONES_MAX) throw badRequest(`milestones: at most ${MILESTONES_MAX}`);
    const position = existing.reduce((max, m) => Math.max(max, m.position + 1), 0);
    await insertMilestone(tx, { product_id: productId, ...v, position });
    await updateProduct(tx, productId, {}, now);
    return detail(tx, scope, productId);
  });
}

export async function editMilestone(
  db: Db,
  scope: Scope,
  productId: number,
  milestoneId: number,
  patch: TMilestonePatch,
  now: Date,
) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedProduct(tx, scope, productId);
    const m = await findMilestone(tx, productId, milestoneId);
    if (!m) throw notFound(INNOVATION_ERRORS.noMilestone);
    const { done, ...rest } = patch;
    const doneAt = done === undefined ? m.done_at : done ? (m.done_at ?? now.toISOString()) : null;
    await updateMilestone(tx, milestoneId, { ...rest, done_at: doneAt });
    await updateProduct(tx, productId, {}, now);
    return detail(tx, scope, productId);
  });
}

export async function removeMilestone(db: Db, scope: Scope, productId: number, milestoneId: number, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedProduct(tx, scope, productId);
    if (!(await findMilestone(tx, productId, milestoneId))) throw notFound(INNOVATION_ERRORS.noMilestone);
    await deleteMilestone(tx, milestoneId);
    await updateProduct(tx, productId, {}, now);
    return detail(tx, scope, productId);
  });
}

export async function reorderMilestones(db: Db, scope: Scope, productId: number, ids: number[], now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedProduct(tx, scope, productId);
    const existing = (await listMilestones(tx, productId)).map((m) => m.milestone_id);
    const same =
      ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
    if (!same) throw badRequest(INNOVATION_ERRORS.order);
    for (const [position, id] of ids.entries()) await updateMilestone(tx, id, { position });
    await updateProduct(tx, productId, {}, now);
    return detail(tx, scope, productId);
  });
}

export async function addEvidence(db: Db, scope: Scope, productId: number, input: TEvidenceInput, now: Date) {
  const v = ZEvidenceInput.parse(input);
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedProduct(tx, scope, productId);
    if (!(await ownUpload(tx, scope.actor, v.upload_id, 'product-evidence'))) {
      throw badRequest(`upload_id: ${INNOVATION_ERRORS.noUpload}`);
    }
    if (v.milestone_id !== null && !(await findMilestone(tx, productId, v.milestone_id))) {
      throw badRequest(`milestone_id: ${INNOVATION_ERRORS.noMilestone}`);
    }
    await insertEvidence(tx, {
      product_id: productId,
      milestone_id: v.milestone_id,
      upload_id: v.upload_id,
      title: v.title,
      created_by: scope.actor.userId,
    });
    await updateProduct(tx, productId, {}, now);
    return detail(tx, scope, productId);
  });
}

export async function removeEvidence(db: Db, scope: Scope, productId: number, evidenceId: number, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedProduct(tx, scope, productId);
    if (!(await deleteEvidence(tx, productId, evidenceId))) throw notFound('No such evidence on this product.');
    await updateProduct(tx, productId, {}, now);
    return detail(tx, scope, productId);
  });
}
