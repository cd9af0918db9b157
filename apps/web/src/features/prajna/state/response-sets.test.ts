import type { TPrajnaAnswer } from '@ankur/shared/schemas/prajna';
import { beforeEach, describe, expect, it } from 'vitest';
import { useResponseSets } from './response-sets';

const set = (answer_id: number, root_id = 1): TPrajnaAnswer => ({
  answer_id,
  root_id,
  set_index: answer_id - root_id + 1,
  question: 'How do I register under Udyam?',
  language: 'en',
  mode: 'passages',
  text: `Answer ${answer_id} [1]`,
  citations: [],
  provider: null,
  fell_back: false,
  created_at: '2026-11-26T10:00:00.000Z',
});
const store = () => useResponseSets.getState();
const category = (key = '1') => store().categories[key]!;

describe('AI response sets (SPEC §3, §4)', () => {
  beforeEach(() => {
    store().reset();
    useResponseSets.setState({ owner: null });
  });

  it('adding a set increases usageCount and selects it', () => {
    store().addSet(set(1));
    store().addSet(set(2));
    store().addSet(set(3));
    expect(category()).toMatchObject({ usageCount: 3, currentIndex: 2 });
    expect(store().active).toBe('1');
  });

  it('cycling moves to the next set and wraps around, both ways', () => {
    for (const id of [1, 2, 3]) store().addSet(set(id));
    store().next('1');
    expect(category().currentIndex).toBe(0);
    store().previous('1');
    expect(category().currentIndex).toBe(2);
    store().previous('1');
    expect(category().currentIndex).toBe(1);
  });

  it('restoring a question from the history does not count as usage; added item ids stay once', () => {
    store().restore([set(10, 10), set(11, 10)]);
    expect(category('10')).toMatchObject({ usageCount: 0, currentIndex: 0 });
    store().markAdded('10', 42);
    store().markAdded('10', 42);
    expect(category('10').addedItemIds).toEqual([42]);
  });

  it('another person signing in on this browser starts empty', () => {
    store().claim(7);
    store().addSet(set(1));
    store().claim(7);
    expect(category()).toBeDefined();
    store().claim(8);
    expect(store().categories).toEqual({});
  });
});
