import type { TPrajnaAnswer } from '@ankur/shared/schemas/prajna';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * SPEC §3 "AI response categories: usageCount, responseSets, currentIndex, added item ids" and
 * §4 "adding a set increases usageCount and selects it; cycling moves to the next set, wrapping
 * around". A category is one question (keyed by its first answer's id); its response sets are the
 * answers a person can flip through (‹ 2/3 ›). Persisted to localStorage (the last few questions).
 */
export interface ResponseCategory {
  /** sets added in this browser for the question (each one a question or alternative asked) */
  usageCount: number;
  responseSets: TPrajnaAnswer[];
  currentIndex: number;
  /** the cited content pieces the person added to their library */
  addedItemIds: number[];
}

interface ResponseSetsState {
  categories: Record<string, ResponseCategory>;
  /** the question on screen */
  active: string | null;
  /** whose questions these are: another person signing in on this browser starts empty */
  owner: number | null;
  claim: (userId: number) => void;
  /** adds a set: usageCount + 1, and the new set is selected */
  addSet: (set: TPrajnaAnswer) => void;
  /** puts a question's stored sets back (from the history) without counting them as new */
  restore: (sets: TPrajnaAnswer[]) => void;
  next: (category: string) => void;
  previous: (category: string) => void;
  markAdded: (category: string, itemId: number) => void;
  open: (category: string | null) => void;
  forget: (category: string) => void;
  reset: () => void;
}

const KEEP = 10;
const empty = (): ResponseCategory => ({ usageCount: 0, responseSets: [], currentIndex: 0, addedItemIds: [] });
const keyOf = (set: Pick<TPrajnaAnswer, 'root_id'>) => String(set.root_id);

/** Keeps the newest KEEP categories (by their latest set), and always the active one. */
function trimmed(categories: Record<string, ResponseCategory>, active: string | null) {
  const keys = Object.keys(categories).sort((a, b) => Number(b) - Number(a));
  return Object.fromEntries(
    keys.filter((k, i) => i < KEEP || k === active).map((k) => [k, categories[k] as ResponseCategory]),
  );
}

const cycle = (c: ResponseCategory, step: 1 | -1): ResponseCategory =>
  c.responseSets.length
    ? { ...c, currentIndex: (c.currentIndex + step + c.responseSets.length) % c.responseSets.length }
    : c;

export const useResponseSets = create<ResponseSetsState>()(
  persist(
    (set) => ({
      categories: {},
      active: null,
      owner: null,
      claim: (userId) => set((s) => (s.owner === userId ? s : { owner: userId, categories: {}, active: null })),
      addSet: (answer) =>
        set((s) => {
          const key = keyOf(answer);
          const c = s.categories[key] ?? empty();
          const responseSets = [...c.responseSets.filter((r) => r.answer_id !== answer.answer_id), answer];
          const next = { ...c, usageCount: c.usageCount + 1, responseSets, currentIndex: responseSets.length - 1 };
          return { active: key, categories: trimmed({ ...s.categories, [key]: next }, key) };
        }),
      restore: (sets) =>
        set((s) => {
          const first = sets[0];
          if (!first) return s;
          const key = keyOf(first);
          const c = s.categories[key] ?? empty();
          const current = c.responseSets[c.currentIndex];
          const index = current ? sets.findIndex((r) => r.answer_id === current.answer_id) : -1;
          const next = { ...c, responseSets: sets, currentIndex: Math.max(index, 0) };
          return { active: key, categories: trimmed({ ...s.categories, [key]: next }, key) };
        }),
      next: (key) =>
        set((s) => (s.categories[key] ? { categories: { ...s.categories, [key]: cycle(s.categories[key], 1) } } : s)),
      previous: (key) =>
        set((s) => (s.categories[key] ? { categories: { ...s.categories, [key]: cycle(s.categories[key], -1) } } : s)),
      markAdded: (key, itemId) =>
        set((s) => {
          const c = s.categories[key];
          if (!c || c.addedItemIds.includes(itemId)) return s;
          return { categories: { ...s.categories, [key]: { ...c, addedItemIds: [...c.addedItemIds, itemId] } } };
        }),
      open: (key) => set({ active: key }),
      forget: (key) =>
        set((s) => {
          const { [key]: _gone, ...rest } = s.categories;
          return { categories: rest, active: s.active === key ? null : s.active };
        }),
      reset: () => set({ categories: {}, active: null }),
    }),
    {
      name: 'ankur_prajna',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ categories: s.categories, active: s.active, owner: s.owner }),
    },
  ),
);
