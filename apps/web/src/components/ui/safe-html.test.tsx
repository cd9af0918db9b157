// @vitest-environment jsdom
// DOMPurify is tested in jsdom, the DOM it supports outside browsers (happy-dom parses its input differently).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { looksLikeHtml, SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('keeps text structure, emphasis and lists', () => {
    expect(sanitizeHtml('<p>One <strong>bold</strong> idea</p><ul><li>a</li></ul>')).toBe(
      '<p>One <strong>bold</strong> idea</p><ul><li>a</li></ul>',
    );
  });

  it('keeps table spans, sizes, language and alt text (not mistaken for links)', () => {
    expect(
      sanitizeHtml(
        '<table><tbody><tr><td colspan="2" lang="hi" dir="ltr">नमस्ते</td></tr></tbody></table><img src="/a.png" alt="A founder pitching" width="320">',
      ),
    ).toBe(
      '<table><tbody><tr><td colspan="2" lang="hi" dir="ltr">नमस्ते</td></tr></tbody></table><img src="/a.png" alt="A founder pitching" width="320">',
    );
  });

  it('drops scripts, event handlers, styles, frames and forms', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="/x.png" onerror="steal()"><style>p{}</style><iframe src="https://evil.example"></iframe><form><input></form>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style|iframe|form|input/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="/x.png">');
  });

  it('keeps web and mail links, opens them safely, and drops javascript: and data: links', () => {
    const clean = sanitizeHtml(
      '<a href="https://example.org">web</a><a href="mailto:a@b.in">mail</a><a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a>',
    );
    expect(clean).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">web</a>');
    expect(clean).toContain('href="mailto:a@b.in"');
    expect(clean).not.toMatch(/javascript:|data:/);
  });
});

describe('looksLikeHtml', () => {
  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>Hello</p>')).toBe(true);
    expect(looksLikeHtml('Revenue < costs and 3 > 2')).toBe(false);
    expect(looksLikeHtml('Plain words\n\nin paragraphs')).toBe(false);
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised markup', () => {
    const { container } = render(<SafeHtml html={'<p>Ok</p><script>window.hacked = true</script>'} />);
    expect(container.querySelector('p')?.textContent).toBe('Ok');
    expect(container.querySelector('script')).toBeNull();
  });
});
