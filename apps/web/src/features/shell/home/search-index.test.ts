import { describe, expect, it } from 'vitest';
import { hubEntries, SEARCHABLE_PAGES, type SearchEntry, searchEntries } from './search-index';

const hubs = hubEntries([
  { name: 'Idea Hub', route: '/idea-hub' },
  { name: 'Funding Hub', route: '/funding-hub' },
  { name: 'Event Hub', route: '/event-hub' },
]);

describe('searchEntries', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(searchEntries([...hubs, ...SEARCHABLE_PAGES], '')).toEqual([]);
    expect(searchEntries([...hubs, ...SEARCHABLE_PAGES], '   ')).toEqual([]);
  });

  it('matches names ignoring case and ranks prefixes before matches inside a word', () => {
    const entries: SearchEntry[] = [
      { kind: 'page', name: 'Networking', route: '/networking', locked: false },
      { kind: 'page', name: 'Connect', route: '/connect', locked: false },
      { kind: 'page', name: 'My Connections', route: '/community/my-connections', locked: false },
    ];
    expect(searchEntries(entries, 'CONN').map((e) => e.name)).toEqual(['Connect', 'My Connections']);
    expect(searchEntries(entries, 'work').map((e) => e.name)).toEqual(['Networking']);
  });

  it('puts hubs before pages of the same rank and marks locked hubs', () => {
    const found = searchEntries([...SEARCHABLE_PAGES, ...hubs], 'event');
    expect(found[0]).toMatchObject({ kind: 'hub', name: 'Event Hub' });
    expect(found.some((e) => e.kind === 'page' && e.route === '/events')).toBe(true);
    expect(searchEntries(hubs, 'idea')).toEqual([{ kind: 'hub', name: 'Idea Hub', route: '/idea-hub', locked: true }]);
    expect(searchEntries(hubs, 'funding')[0]?.locked).toBe(false);
  });

  it('matches a path written with spaces and lists a route once', () => {
    const entries: SearchEntry[] = [
      { kind: 'hub', name: 'Money', route: '/funding-hub', locked: false },
      { kind: 'page', name: 'Funding', route: '/funding-hub', locked: false },
    ];
    expect(searchEntries(entries, 'funding hub')).toEqual([entries[0]]);
  });

  it('stops at the limit', () => {
    expect(searchEntries(SEARCHABLE_PAGES, 'e', 3)).toHaveLength(3);
  });
});

describe('SEARCHABLE_PAGES', () => {
  it('holds only pages a user can open directly, each once, and no hub', () => {
    const routes = SEARCHABLE_PAGES.map((page) => page.route);
    expect(routes).toContain('/learning-journey');
    expect(routes).toContain('/messages');
    expect(routes.some((route) => route.includes(':'))).toBe(false);
    expect(routes).not.toContain('/funding-hub');
    expect(routes).not.toContain('/gemini-test');
    expect(new Set(routes).size).toBe(routes.length);
  });
});
