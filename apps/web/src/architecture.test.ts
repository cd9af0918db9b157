import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (DESIGN §2, issue 17): app/ composes features; a feature imports no other
 * feature; lib/ and components/ import neither features/ nor stores/ (stores may import lib);
 * nothing but app/ imports app/ (besides main.tsx and the test harness in test/). Read from the import graph of src: every import, export-from and
 * import() with a relative specifier, tests and their helpers included.
 */

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const SELF = 'architecture.test.ts';

/** Every source file of src (this one aside), by its path relative to src. */
function sourceFiles(): [string, string][] {
  const files = import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
  return Object.entries(files)
    .map(([key, text]): [string, string] => [key.replace(/^\.\//, ''), text])
    .filter(([file]) => file !== SELF);
}

/** `specifier` seen from `file`, as a path relative to src ('..' segments kept above it). */
function resolve(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
      else parts.push('..');
    } else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

export interface Edge {
  /** importing file, relative to src */
  from: string;
  /** imported file or folder, relative to src */
  to: string;
  /** the specifier as written */
  specifier: string;
}

/** The relative imports of one file's text (comments stripped, so examples in prose do not count). */
export function importsOf(file: string, text: string): Edge[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const edges: Edge[] = [];
  for (const match of code.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('.')) continue;
    edges.push({ from: file, to: resolve(file, specifier), specifier });
  }
  return edges;
}

const layerOf = (file: string) => file.split('/')[0] ?? '';
const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1] : undefined);

/** What is wrong with one import, or null. */
export function ruleBroken({ from, to }: Edge): string | null {
  const source = layerOf(from);
  const target = layerOf(to);
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `feature ${fromFeature} imports feature ${toFeature}`;
  if ((source === 'lib' || source === 'components') && (target === 'features' || target === 'stores')) {
    return `${source}/ imports ${target}/`;
  }
  // main.tsx mounts the app; the test harness renders its route table
  if (target === 'app' && !['app', 'test', 'main.tsx'].includes(source)) return `${source} imports app/`;
  return null;
}

function violations(): string[] {
  const found: string[] = [];
  for (const [file, text] of sourceFiles()) {
    for (const edge of importsOf(file, text)) {
      const broken = ruleBroken(edge);
      if (broken) found.push(`${file}: import '${edge.specifier}' (${broken})`);
    }
  }
  return found;
}

describe('web layers', () => {
  it('reads import, export-from and import() lines', () => {
    const text = [
      "import { a } from '../../../lib/x';",
      "export { b } from './y';",
      "import './side-effect.css';",
      "const c = () => import('../../other/z');",
      "// import { d } from '../../app/router';",
      "import { e } from 'react';",
    ].join('\n');
    expect(importsOf('features/one/screens/s.tsx', text).map((edge) => edge.to)).toEqual([
      'lib/x',
      'features/one/screens/y',
      'features/one/screens/side-effect.css',
      'features/other/z',
    ]);
  });

  it('names the file and import that break a rule', () => {
    const edge = (from: string, to: string) => ruleBroken({ from, to, specifier: to });
    expect(edge('features/messages/a.ts', 'features/programs/b')).toBe('feature messages imports feature programs');
    expect(edge('features/programs/manage/a.ts', 'features/programs/b')).toBeNull();
    expect(edge('lib/socket.ts', 'stores/session')).toBe('lib/ imports stores/');
    expect(edge('components/ui/x.tsx', 'features/a/b')).toBe('components/ imports features/');
    expect(edge('stores/session.ts', 'lib/api-client')).toBeNull();
    expect(edge('features/a/test-support.tsx', 'app/router')).toBe('features imports app/');
    expect(edge('app/routes.ts', 'features/a/screen')).toBeNull();
  });

  it('has no import that breaks a rule', () => {
    expect(violations()).toEqual([]);
  });
});
