import { CONTENT_KIND_SEGMENTS, contentMinutes, type TContentDetails } from '@ankur/shared/schemas/content';
import { eq, inArray, sql } from 'drizzle-orm';
import { type FileStorage, newStorageKey } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import {
  contentCollectionItems,
  contentCollections,
  contentEvents,
  contentItems,
  contentProgress,
  contentSaves,
  contentViews,
} from '../schema/content.ts';
import { users } from '../schema/identity.ts';
import { uploads } from '../schema/uploads.ts';
import { DEMO_COLLECTIONS, DEMO_PIECES, type DemoPiece, type Who } from './demo-library-pieces.ts';

/**
 * The library's demo (issue 22, SEED_DEMO): the pieces of demo-library-pieces.ts with their
 * history, views over the last week, saves, progress and two collections. With a file store (the
 * server passes one; tests do not) podcasts get a short generated WAV — a few seconds of a soft
 * tone, a stand-in for a recording — reports and handbooks a one-page generated PDF and templates
 * a CSV. Runs once (nothing is added when the library has pieces). The search index is built from
 * the module's search source, not here.
 */

const PEOPLE: Who[] = ['priya.deshmukh', 'anil.patil', 'sameer.joshi', 'lakshmi.narayanan'];

/** A mono 16-bit WAV: `seconds` of a soft 440 Hz tone with a fade in and out. */
export function demoWav(seconds = 4, rate = 8000): Buffer {
  const n = seconds * rate;
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) {
    const fade = Math.min(1, i / rate, (n - i) / rate);
    buf.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000 * fade), 44 + i * 2);
  }
  return buf;
}

/** A one-page PDF with a title and a few lines (ASCII; Helvetica), valid xref offsets. */
export function demoPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[‘’]/g, "'")
      .replace(/[–—]/g, '-')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/([()\\])/g, '\\$1');
  const text = [
    `BT /F1 18 Tf 56 780 Td (${esc(title)}) Tj ET`,
    ...lines.map((l, i) => `BT /F1 11 Tf 56 ${740 - i * 18} Td (${esc(l)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

function demoCsv(piece: DemoPiece): Buffer {
  const preview = piece.details.kind === 'template' ? piece.details.preview : '';
  const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
  const rows = preview.includes('runway')
    ? [
        ['Line', ...months],
        ['Opening cash', '1500000', ...months.slice(1).map(() => '')],
        ['Receipts from customers', ...months.map((_, i) => String(50000 + i * 15000))],
        ['Grants and investment', '0', '0', '1000000', ...months.slice(3).map(() => '0')],
        ['Salaries', ...months.map(() => '180000')],
        ['Rent', ...months.map(() => '25000')],
        ['Software', ...months.map(() => '8000')],
        ['Marketing', ...months.map(() => '20000')],
        ['GST paid', ...months.map(() => '9000')],
        ['TDS deposited', ...months.map(() => '12000')],
        ['Closing cash', ...months.map(() => '')],
        ['Months of runway', ...months.map(() => '')],
      ]
    : [
        [
          'Date',
          'Person and role',
          'The problem in their words',
          'What they do today',
          'What it costs them',
          'Who decides',
          'Commitment made',
          'Follow-up date',
        ],
        ['', '', '', '', '', '', '', ''],
      ];
  return Buffer.from(`${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`);
}

const textOf = (html: string) =>
  html
    .replace(/<\/(p|li|h2)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function storeFile(
  db: Db,
  storage: FileStorage,
  ownerId: number,
  piece: DemoPiece,
  id: number,
): Promise<number | null> {
  const kind = piece.file!;
  const data =
    kind === 'wav'
      ? demoWav()
      : kind === 'csv'
        ? demoCsv(piece)
        : demoPdf(piece.title, [piece.summary.slice(0, 90), piece.summary.slice(90, 180), '', 'Ankur demo library']);
  const key = newStorageKey();
  const { size } = await storage.put(key, data);
  const slug = CONTENT_KIND_SEGMENTS[piece.details.kind];
  const [row] = await db
    .insert(uploads)
    .values({
      owner_user_id: ownerId,
      purpose: 'content',
      storage_key: key,
      file_name: `${slug}-${id}.${kind}`,
      content_type: kind === 'wav' ? 'audio/wav' : kind === 'csv' ? 'text/csv' : 'application/pdf',
      size_bytes: size,
    })
    .returning({ id: uploads.upload_id });
  return row?.id ?? null;
}

export async function seedDemoLibrary(
  db: Db,
  adminEmail: string,
  storage?: FileStorage,
  now = new Date(),
): Promise<void> {
  const [known] = await db.select({ n: sql<number>`count(*)::int` }).from(contentItems);
  if ((known?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.user_id, username: users.username })
    .from(users)
    .where(inArray(users.username, PEOPLE));
  const [admin] = await db.select({ id: users.user_id }).from(users).where(eq(users.email, adminEmail));
  const idOf = new Map<Who, number>(people.map((x) => [x.username as Who, x.id]));
  if (admin) idOf.set('admin', admin.id);
  if (idOf.size < 5) return;
  const editor = idOf.get('admin')!;
  const day = (n: number) => new Date(now.getTime() - n * 864e5).toISOString();

  const ids = new Map<string, number>();
  for (const [i, piece] of DEMO_PIECES.entries()) {
    const author = idOf.get(piece.by)!;
    const status = piece.status ?? 'published';
    let details: TContentDetails = piece.details;
    if (piece.file && storage) {
      const fileId = await storeFile(db, storage, author, piece, i + 1);
      details = { ...details, file_id: fileId } as TContentDetails;
    }
    const bodyText = textOf(piece.body);
    const parts =
      details.kind === 'case_study' ? [details.context, details.challenge, details.approach, details.outcome] : [];
    const words = [bodyText, ...parts].join(' ').split(/\s+/).filter(Boolean).length;
    const at = day(piece.daysAgo);
    const [row] = await db
      .insert(contentItems)
      .values({
        kind: details.kind,
        title: piece.title,
        summary: piece.summary,
        body_html: piece.body,
        body_text: bodyText,
        language: piece.language ?? 'en',
        level: piece.level ?? 'beginner',
        topics: piece.topics,
        hubs: piece.hubs,
        status,
        details,
        file_upload_id: 'file_id' in details ? (details.file_id ?? null) : null,
        minutes: contentMinutes(details, words),
        featured: piece.featured ?? false,
        author_id: author,
        published_at: status === 'published' ? at : null,
        published_by: status === 'published' ? editor : null,
        created_at: day(piece.daysAgo + 3),
        updated_at: at,
      })
      .returning({ id: contentItems.content_id });
    const id = row!.id;
    ids.set(piece.title, id);
    const events: (typeof contentEvents.$inferInsert)[] = [
      {
        content_id: id,
        action: 'create',
        from_status: null,
        to_status: 'draft',
        by_user_id: author,
        at: day(piece.daysAgo + 3),
      },
    ];
    if (status !== 'draft') {
      events.push({
        content_id: id,
        action: 'submit',
        from_status: 'draft',
        to_status: 'in_review',
        by_user_id: author,
        at: day(piece.daysAgo + 1),
      });
    }
    if (status === 'published') {
      events.push({
        content_id: id,
        action: 'publish',
        from_status: 'in_review',
        to_status: 'published',
        by_user_id: editor,
        at,
      });
    }
    await db.insert(contentEvents).values(events);
  }

  // views over the last week (one per person per day) and saves: "popular this week" has a story
  const published = DEMO_PIECES.filter((x) => !x.status);
  const views: (typeof contentViews.$inferInsert)[] = [];
  for (const [i, piece] of published.entries()) {
    for (const [j, who] of PEOPLE.entries()) {
      for (let d = 0; d < 7; d++) {
        if ((i + j + d) % (piece.featured ? 2 : 4) === 0) {
          views.push({ content_id: ids.get(piece.title)!, user_id: idOf.get(who)!, day: day(d).slice(0, 10) });
        }
      }
    }
  }
  await db.insert(contentViews).values(views).onConflictDoNothing();
  const saves: (typeof contentSaves.$inferInsert)[] = [];
  for (const [i, piece] of published.entries()) {
    for (const [j, who] of PEOPLE.entries()) {
      if ((i * 3 + j) % 5 === 0)
        saves.push({ content_id: ids.get(piece.title)!, user_id: idOf.get(who)!, created_at: day((i + j) % 9) });
    }
  }
  await db.insert(contentSaves).values(saves).onConflictDoNothing();
  await db.execute(sql`update content_items c set
    view_count = (select count(*) from content_views v where v.content_id = c.content_id),
    save_count = (select count(*) from content_saves s where s.content_id = c.content_id)`);

  // priya's library: two collections, where she left off in a podcast, a video and a book
  const priya = idOf.get('priya.deshmukh')!;
  for (const [i, c] of DEMO_COLLECTIONS.entries()) {
    const [col] = await db
      .insert(contentCollections)
      .values({
        owner_id: priya,
        name: c.name,
        description: c.description,
        position: i + 1,
        shared: c.shared,
        share_token: c.shared ? `demo-${newStorageKey().slice(0, 24)}` : null,
      })
      .returning({ id: contentCollections.collection_id });
    await db
      .insert(contentCollectionItems)
      .values(c.titles.map((t, k) => ({ collection_id: col!.id, content_id: ids.get(t)!, position: k + 1 })));
  }
  const progress: [string, number, number][] = [
    ['Founders’ Adda #12: raising a first cheque from angels in Pune', 812, 44],
    ['Understanding your cap table in ten minutes', 250, 42],
    ['The Lean Startup — book notes for Indian founders', 0, 100],
  ];
  await db.insert(contentProgress).values(
    progress.map(([t, position, percent], k) => ({
      user_id: priya,
      content_id: ids.get(t)!,
      position,
      percent,
      updated_at: day(k),
    })),
  );
}
