import { describe, expect, it } from 'vitest';
import { levelOf, PERSONALITY_ITEMS, scorePersonality, TRAITS } from './personality';
import { ZProfileInput, ZVentureInput } from './schemas/profiles';

const all = (n: number) => Array.from({ length: 50 }, () => n);

describe('IPIP Big-Five markers', () => {
  it('has 50 items, 10 per trait, with the published keying (E 5+, A 6+, C 6+, ES 2+, I 7+)', () => {
    expect(PERSONALITY_ITEMS).toHaveLength(50);
    const plus = { extraversion: 5, agreeableness: 6, conscientiousness: 6, emotional_stability: 2, intellect: 7 };
    for (const t of TRAITS) {
      const items = PERSONALITY_ITEMS.filter((i) => i.trait === t);
      expect(items).toHaveLength(10);
      expect(items.filter((i) => i.key === 1)).toHaveLength(plus[t]);
    }
    // the traits cycle E, A, C, ES, I through the list
    expect(PERSONALITY_ITEMS.slice(0, 5).map((i) => i.trait)).toEqual([...TRAITS]);
    expect(PERSONALITY_ITEMS[0]!.en).toBe('Am the life of the party.');
    expect(PERSONALITY_ITEMS.every((i) => i.hi.length > 0 && i.en.length > 0)).toBe(true);
  });

  it('scores all-neutral answers 50 on every trait', () => {
    expect(scorePersonality(all(3))).toEqual({
      extraversion: 50,
      agreeableness: 50,
      conscientiousness: 50,
      emotional_stability: 50,
      intellect: 50,
    });
  });

  it('counts reverse-keyed items as 6 minus the answer', () => {
    // "accurate" on every statement as written: keyed items max, reversed items min
    const s = scorePersonality(all(5));
    // E: 5 keyed (5 each = 25) + 5 reversed (1 each = 5) = 30 of 10..50 -> 50
    expect(s.extraversion).toBe(50);
    // ES: 2 keyed (10) + 8 reversed (8) = 18 -> (18-10)/40 = 20
    expect(s.emotional_stability).toBe(20);
    // I: 7 keyed (35) + 3 reversed (3) = 38 -> 70
    expect(s.intellect).toBe(70);
  });

  it('gives 100 to someone answering every item in its keyed direction, 0 to the opposite', () => {
    const high = PERSONALITY_ITEMS.map((i) => (i.key === 1 ? 5 : 1));
    const low = PERSONALITY_ITEMS.map((i) => (i.key === 1 ? 1 : 5));
    expect(Object.values(scorePersonality(high))).toEqual([100, 100, 100, 100, 100]);
    expect(Object.values(scorePersonality(low))).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses a wrong number of answers or an answer outside 1..5', () => {
    expect(() => scorePersonality(all(3).slice(1))).toThrow(RangeError);
    expect(() => scorePersonality([...all(3).slice(1), 6])).toThrow(RangeError);
  });

  it('bands scores low / middle / high', () => {
    expect([0, 34, 35, 65, 66, 100].map(levelOf)).toEqual(['low', 'low', 'middle', 'middle', 'high', 'high']);
  });
});

describe('profile and venture contract', () => {
  it('accepts only http(s) links, at most 5', () => {
    expect(ZProfileInput.safeParse({ links: ['https://example.in'] }).success).toBe(true);
    const bad = ZProfileInput.safeParse({ links: ['javascript:alert(1)'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['links', 0]);
    expect(ZProfileInput.safeParse({ links: Array(6).fill('https://a.in') }).success).toBe(false);
  });

  it('validates role details per role and keeps the pitch to 140 characters', () => {
    expect(
      ZProfileInput.safeParse({ role_details: { student: { study_type: 'undergraduate', study_year: 2 } } }).success,
    ).toBe(true);
    expect(ZProfileInput.safeParse({ role_details: { student: { study_type: 'phd', study_year: 2 } } }).success).toBe(
      false,
    );
    const venture = {
      name: 'Krishi Setu',
      stage: 'idea',
      sector: 'agritech',
      state: 'Maharashtra',
      city: 'Nashik',
      team_size: 3,
      website: '',
      pitch: 'x'.repeat(141),
      needs: ['funding'],
    };
    const r = ZVentureInput.safeParse(venture);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['pitch']);
  });
});
