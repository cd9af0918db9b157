import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module shape (docs/architecture.md, "Modules and their boundaries"), checked on the import
 * graph of apps/api/src. Each rule names the file and the import that breaks it. An exception
 * needs its reason here and in docs/decisions.md.
 */
const SRC = import.meta.dirname;

const EXCEPTIONS: Array<{ file: string; imports: string; why: string }> = [
  {
    file: 'db/seed/demo-readiness.ts',
    imports: '../../modules/readiness/index.ts',
    why: "the demo's four assessments come into being through the readiness module's own bootstrap (ensureAssessments), so the demo's are exactly what every tenant gets on first use (decision 52)",
  },
];

interface Edge {
  file: string; // relative to src, posix
  spec: string; // as written
  target: string | null; // resolved relative to src for relative imports, else null
}

const isTest = (f: string) => f.endsWith('.test.ts') || f.startsWith('test/');

function sourceFiles(dir = SRC, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'migrations' && e.name !== 'node_modules') sourceFiles(full, out);
    } else if (e.name.endsWith('.ts')) out.push(path.relative(SRC, full).split(path.sep).join('/'));
  }
  return out;
}

const IMPORT = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(file: string, text: string): Edge[] {
  const specs = new Set<string>();
  for (const re of [IMPORT, DYNAMIC]) for (const m of text.matchAll(re)) specs.add(m[1]!);
  return [...specs].map((spec) => ({
    file,
    spec,
    target: spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) : null,
  }));
}

const graph = (): Edge[] =>
  sourceFiles()
    .filter((f) => !isTest(f))
    .flatMap((f) => importsOf(f, readFileSync(path.join(SRC, f), 'utf8')));

const moduleOf = (p: string) => (p.startsWith('modules/') ? p.split('/')[1] : null);
const layerOf = (p: string) => p.split('/')[0]!;
const LOWER = new Set(['db', 'lib', 'plugins', 'resources']);

/** The rules; each returns a message for an edge that breaks it. */
export const RULES: Record<string, (e: Edge) => string | null> = {
  'a module uses another module only through its index.ts': (e) => {
    const from = moduleOf(e.file);
    const to = e.target && moduleOf(e.target);
    if (!from || !to || from === to) return null;
    return e.target === `modules/${to}/index.ts` ? null : `reaches into module ${to}`;
  },
  'lower layers (db, lib, plugins, resources) import no module': (e) =>
    LOWER.has(layerOf(e.file)) && e.target?.startsWith('modules/') ? 'imports a module' : null,
  'only app.ts registers modules, through modules/index.ts': (e) =>
    !e.file.startsWith('modules/') && e.target?.startsWith('modules/') && !LOWER.has(layerOf(e.file))
      ? e.file === 'app.ts' && e.target === 'modules/index.ts'
        ? null
        : 'imports a module file'
      : null,
  // a resource binding (*.resources.ts) hands the SPEC §7 engine a table and its SQL scope: data access too
  'in modules, only repositories and resource bindings import drizzle-orm or the db schema': (e) => {
    if (!e.file.startsWith('modules/') || /\.(repository|resources)\.ts$/.test(e.file)) return null;
    if (e.spec === 'drizzle-orm' || e.spec.startsWith('drizzle-orm/')) return 'imports drizzle-orm';
    return e.target?.startsWith('db/schema') ? 'imports the db schema' : null;
  },
  'services do not import Fastify': (e) =>
    e.file.endsWith('.service.ts') && /^(fastify|@fastify\/|fastify-)/.test(e.spec) ? 'imports Fastify' : null,
};

function violations(edges: Edge[]) {
  const found: string[] = [];
  for (const [rule, check] of Object.entries(RULES)) {
    for (const e of edges) {
      const why = check(e);
      if (!why) continue;
      if (EXCEPTIONS.some((x) => x.file === e.file && x.imports === e.spec)) continue;
      found.push(`${rule}: ${e.file} ${why} ('${e.spec}')`);
    }
  }
  return found;
}

describe('the API module boundaries', () => {
  it('finds every kind of import the rules read', () => {
    const edges = importsOf(
      'modules/a/a.service.ts',
      [
        "import { x } from '../b/b.repository.ts';",
        "import type { Y } from 'fastify';",
        "import {\n  eq,\n  and,\n} from 'drizzle-orm';",
        "export { z } from './z.ts';",
        "const m = await import('../c/index.ts');",
        "import '../../db/schema/programs.ts';",
      ].join('\n'),
    );
    expect(edges.map((e) => e.spec).sort()).toEqual(
      [
        '../../db/schema/programs.ts',
        '../b/b.repository.ts',
        '../c/index.ts',
        './z.ts',
        'drizzle-orm',
        'fastify',
      ].sort(),
    );
    // and each rule catches what it is for
    expect(violations(edges).map((v) => v.split(':')[0])).toEqual([
      'a module uses another module only through its index.ts',
      'in modules, only repositories and resource bindings import drizzle-orm or the db schema',
      'in modules, only repositories and resource bindings import drizzle-orm or the db schema',
      'services do not import Fastify',
    ]);
    expect(violations(importsOf('plugins/session.ts', "import { q } from '../modules/access/index.ts';"))).toHaveLength(
      1,
    );
    expect(violations(importsOf('app.ts', "import { MODULES } from './modules/index.ts';"))).toEqual([]);
  });

  it('holds for every source file of apps/api/src', () => {
    expect(violations(graph())).toEqual([]);
  });

  it('has no cycle between modules (each depends on modules below it)', () => {
    const deps = new Map<string, Set<string>>();
    for (const e of graph()) {
      const from = moduleOf(e.file);
      const to = e.target && moduleOf(e.target);
      if (from && to && from !== to) deps.set(from, (deps.get(from) ?? new Set()).add(to));
    }
    const cycles: string[] = [];
    const walk = (m: string, trail: string[]) => {
      if (trail.includes(m)) {
        cycles.push([...trail.slice(trail.indexOf(m)), m].join(' → '));
        return;
      }
      for (const d of deps.get(m) ?? []) walk(d, [...trail, m]);
    };
    for (const m of deps.keys()) walk(m, []);
    expect(cycles).toEqual([]);
  });

  it('lists no exception that no longer applies', () => {
    const edges = graph();
    const stale = EXCEPTIONS.filter((x) => !edges.some((e) => e.file === x.file && e.spec === x.imports));
    expect(stale).toEqual([]);
  });
});
