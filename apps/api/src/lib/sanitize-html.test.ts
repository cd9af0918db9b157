import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/access.ts';
import { modules, units } from '../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { inTenant, signInAdmin } from '../test/factories.ts';
import { sanitizeHtml, sanitizeRichText } from './sanitize-html.ts';

/** Parts that must never survive, whatever the attack looked like. */
const DANGEROUS =
  /<script|<style|<iframe|<object|<embed|<form|<input|<svg|<math|<link|<meta|\bon\w+=|javascript:|data:/i;

describe('sanitizeHtml', () => {
  it('keeps the authoring subset as written', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>Some <strong>bold</strong>, <em>em</em>, <u>u</u>, <s>s</s> and <code>x</code>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre>pre</pre><hr><p>a<br>b</p>' +
      '<p lang="hi" dir="ltr" title="t">नमस्ते</p><img src="https://cdn.example/a.png" alt="a" width="10" height="20">' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script and style elements with their content', () => {
    expect(sanitizeHtml('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<style>body{display:none}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">ok</p>')).toBe('<p>ok</p>');
  });

  it('removes event handler attributes, in any case and spelling', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" ONMOUSEOVER=alert(2)>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://cdn.example/a.png">',
    );
  });

  it('drops javascript:, data:, vbscript: and http: links, however they are encoded', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'http://example.org/',
      '//evil.example/',
      '/api/auth/logout',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps https, mailto and uploaded-file links, and makes them noopener', () => {
    expect(sanitizeHtml('<a href="https://example.org/a" target="_top">a</a>')).toBe(
      '<a href="https://example.org/a" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHtml('<a href="mailto:team@example.org" rel="opener">m</a>')).toBe(
      '<a href="mailto:team@example.org" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeHtml('<a href="/api/uploads/0b6e1c2a-7d3f-4e58-9a41-2c5d8f7e6b90/Canvas.pdf">f</a>')).toBe(
      '<a href="/api/uploads/0b6e1c2a-7d3f-4e58-9a41-2c5d8f7e6b90/Canvas.pdf" rel="noopener noreferrer">f</a>',
    );
  });

  it('keeps images only from https or an uploaded file; others are removed whole', () => {
    expect(sanitizeHtml('<img src="/api/uploads/5a3c9e1f-2b4d-4f6a-8c7e-1d0f9b8a7c6e/chart.png" alt="chart">')).toBe(
      '<img src="/api/uploads/5a3c9e1f-2b4d-4f6a-8c7e-1d0f9b8a7c6e/chart.png" alt="chart">',
    );
    for (const src of [
      'x',
      'http://example.org/a.png',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'javascript:alert(1)',
      '/api/auth/logout',
      '/api/uploads/../auth/x',
      // a file's old sequential address (issue 18): addresses carry the random public id only
      '/api/uploads/7/chart.png',
    ]) {
      expect(sanitizeHtml(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    }
    expect(sanitizeHtml('<img alt="no source">')).toBe('');
  });

  it('removes frames, objects, forms, SVG, MathML and meta/link elements', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">' +
        '<form action="https://evil.example"><input name="p"><button>go</button></form>' +
        '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg>' +
        '<math><mtext><img src=x onerror=alert(1)></mtext></math><link rel="stylesheet" href="https://x"><meta http-equiv="refresh" content="0;url=https://x"><p>ok</p>',
    );
    expect(out).not.toMatch(DANGEROUS);
    expect(out).toContain('<p>ok</p>');
  });

  it('resists mutation XSS through parser differences', () => {
    for (const attack of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mi//xlink:href="data:x,<script>alert(4)</script>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<img/src=x onerror=alert(1)>',
      '<<script>script>alert(1)<</script>/script>',
    ]) {
      const out = sanitizeHtml(attack);
      expect(out, attack).not.toMatch(/<img[^>]*onerror|<script|javascript:/i);
      // sanitising again changes nothing: what is stored is stable
      expect(sanitizeHtml(out), attack).toBe(out);
    }
  });

  it('drops data-*, aria-*, id and class attributes', () => {
    expect(sanitizeHtml('<p id="x" class="y" data-x="1" aria-label="z">ok</p>')).toBe('<p>ok</p>');
  });
});

describe('sanitizeRichText', () => {
  it('keeps plain text exactly, entities and angle brackets included', () => {
    for (const text of ['Revenue < 10 lakh & growing', 'R&D <3', 'a > b', 'line one\n\nline two']) {
      expect(sanitizeRichText(text)).toBe(text);
    }
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText(undefined)).toBeUndefined();
  });

  it('sanitises anything a browser could read as markup, including forms the web test misses', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)><script>x</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('hi <img/src=x onerror=alert(1)>')).toBe('hi');
    expect(sanitizeRichText('<!--x--><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('answers null when nothing safe is left', () => {
    expect(sanitizeRichText('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeRichText('  <style>p{}</style>  ')).toBeNull();
  });
});

/** The programs, courses, modules and units write guards (modules/programs/programs.resources.ts) store only safe HTML. */
describe('authored HTML is sanitised on every program write', () => {
  let t: TestApp;
  let admin: string;
  let moduleId: number;
  const ATTACK = '<img src=x onerror=alert(1)><script>x</script><p>ok</p>';
  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie: admin }, payload: payload as object });
  const storedUnit = async (id: number) =>
    (await inTenant(t.database.db, (tx) => tx.select().from(units).where(eq(units.unit_id, id))))[0];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    const [m] = await inTenant(t.database.db, (tx) => tx.select({ id: modules.module_id }).from(modules).limit(1));
    moduleId = m!.id;
  });
  afterAll(() => t.close());

  it('units/createUnit stores the safe part only, answers it, and audits what was stored', async () => {
    const res = await call('POST', 'units/createUnit', { module_id: moduleId, unit_name: 'XSS', content: ATTACK });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content).toBe('<p>ok</p>');
    const id = res.json().unit_id as number;
    expect((await storedUnit(id))?.content).toBe('<p>ok</p>');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.record_id, id));
    expect(JSON.stringify(audit?.changes)).not.toContain('onerror');
  });

  it('units/updateUnit, createMany and updateMany sanitise too; plain text is kept as written', async () => {
    const created = await call('POST', 'units/createUnit', {
      module_id: moduleId,
      unit_name: 'Plain',
      content: 'a < b & c',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().unit_id as number;
    expect((await storedUnit(id))?.content).toBe('a < b & c');
    const updated = await call('PUT', `units/updateUnit/${id}`, {
      content: '<p onclick="x()">hi <a href="javascript:x">l</a></p>',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await storedUnit(id))?.content).toBe('<p>hi <a>l</a></p>');
    const many = await call('POST', 'units/createMany', [{ module_id: moduleId, unit_name: 'M', content: ATTACK }]);
    expect(many.statusCode, many.body).toBe(201);
    expect((await storedUnit(many.json().data[0].unit_id))?.content).toBe('<p>ok</p>');
    const bulk = await call('POST', 'units/updateMany', [{ unit_id: id, content: '<script>alert(1)</script>' }]);
    expect(bulk.statusCode, bulk.body).toBe(200);
    // nothing safe left: stored as no content
    expect((await storedUnit(id))?.content).toBeNull();
  });

  it('program, course and module descriptions are sanitised', async () => {
    const program = await call('POST', 'programs/createProgram', { program_name: 'P', program_description: ATTACK });
    expect(program.statusCode, program.body).toBe(201);
    expect(program.json().program_description).toBe('<p>ok</p>');
    const programId = program.json().program_id as number;
    const course = await call('POST', 'courses/createCourse', {
      program_id: programId,
      course_name: 'C',
      course_description: ATTACK,
    });
    expect(course.statusCode, course.body).toBe(201);
    expect(course.json().course_description).toBe('<p>ok</p>');
    const mod = await call('POST', 'modules/createModule', {
      course_id: course.json().course_id,
      module_name: 'M',
      module_description: ATTACK,
    });
    expect(mod.statusCode, mod.body).toBe(201);
    expect(mod.json().module_description).toBe('<p>ok</p>');
    const edited = await call('PUT', `programs/updateProgram/${programId}`, {
      program_description: '<p>fine</p><iframe src="https://evil.example"></iframe>',
    });
    expect(edited.json().program_description).toBe('<p>fine</p>');
  });
});
