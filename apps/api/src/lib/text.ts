/** A UTF-16 surrogate without its pair: not text at all, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  // PostgreSQL text cannot hold NUL
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain unpaired surrogate characters';
  return null;
}

/**
 * The first string (value or key) in a parsed input that is not storable text, with where it sits:
 * "body.username", "querystring.search", "params.code", "body.items[2].name". Walks without
 * recursion, so a deeply nested body cannot exhaust the stack.
 */
export function badTextAt(value: unknown, root: string): { path: string; message: string } | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      const message = problemOf(v);
      if (message) return { path, message };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i] as [string, unknown];
        const message = problemOf(k);
        if (message) return { path: `${path}.${JSON.stringify(k)}`, message: `keys ${message}` };
        stack.push([child, `${path}.${k}`]);
      }
    }
  }
  return null;
}
