import { describe, expect, it } from 'vitest';
import { linkTokens, matchTokens, safeHref } from './text-tokens';

describe('linkTokens', () => {
  it('recognises http, https and mailto, leaving trailing punctuation as text', () => {
    expect(linkTokens('See https://example.org/a?b=1, or mail mailto:x@example.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ', or mail ' },
      { kind: 'link', text: 'mailto:x@example.org', href: 'mailto:x@example.org' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      '<a href="x">x</a>',
      'vbscript:x',
    ]) {
      expect(linkTokens(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('http://')).toBeNull();
  });
});

describe('matchTokens', () => {
  it('marks every occurrence, ignoring case, keeping the original text', () => {
    expect(matchTokens('Plan the PLAN', 'plan')).toEqual([
      { kind: 'match', text: 'Plan' },
      { kind: 'text', text: ' the ' },
      { kind: 'match', text: 'PLAN' },
    ]);
    expect(matchTokens('abc', ' ')).toEqual([{ kind: 'text', text: 'abc' }]);
  });
});
