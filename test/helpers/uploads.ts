// What the upload security tests share: hostile and at-the-limit files, every route that takes a file, and a
// snapshot of the uploads folder and the database to prove a refused upload left nothing behind.
import { randomBytes } from 'node:crypto';
import type { Client, TestApp } from './app';
import { eventFields, eventRow } from './event-fixtures';
import { walkFolder } from './folder-walk';
import { multipart, samples } from './multipart';
import { tableRows } from './snapshot';
import { docxEntries, makeZip, xlsxEntries, type ZipEntry } from './zip';

export interface UploadFile {
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** Hostile files that no upload route may take, whatever their name says. */
export const hostile = {
  html: samples.html,
  svg: samples.svg,
  svgWithProlog: () => Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  elf: samples.elf,
  /** A Windows executable: DOS stub pointing at a PE header. */
  pe: () => {
    const b = Buffer.alloc(256);
    b.write('MZ', 0, 'latin1');
    b.writeUInt32LE(0x80, 0x3c);
    b.write('PE\0\0', 0x80, 'latin1');
    return b;
  },
  zip: () => makeZip([{ name: 'a.txt', data: Buffer.from('a') }]),
};

/** A valid PNG padded with trailing bytes to exactly `size` bytes (decoders ignore what follows IEND). */
export const pngOfSize = (size: number): Buffer => samples.png(size - samples.png().length);

/** A valid PDF of exactly `size` bytes, padded by a comment line inside the file (before the trailer). */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x78), tail]);
}

const MB = 1024 * 1024;
let bombCache: Array<[string, Buffer]> | null = null;

/** Archives whose directory declares an absurd size, entry count or compression ratio, as zip, docx and xlsx. */
export function zipBombs(): Array<[string, Buffer]> {
  if (bombCache) return bombCache;
  const many = (prefix: ZipEntry[]) => [...prefix, ...Array.from({ length: 10_001 }, (_, i) => ({ name: `f/${i}`, data: Buffer.alloc(0) }))];
  const zeros = Buffer.alloc(20 * MB);
  // 70 entries that each claim 3 MB from 32 KB (a plausible ratio), 210 MB in all: only the total is absurd.
  const noise = randomBytes(32 * 1024);
  const huge = Array.from({ length: 70 }, (_, i) => ({ name: `data/${i}.bin`, data: noise, deflate: true, declaredSize: 3_000_000 }));
  bombCache = [
    ['ratio.zip', makeZip([{ name: 'zeros.bin', data: zeros, deflate: true }])],
    ['total.zip', makeZip(huge)],
    ['many.zip', makeZip(many([]))],
    ['ratio.docx', makeZip(docxEntries(zeros))],
    ['total.docx', makeZip([...docxEntries(Buffer.from('<w:document/>')), ...huge])],
    ['many.docx', makeZip(many(docxEntries(Buffer.from('<w:document/>'))))],
    ['ratio.xlsx', makeZip(xlsxEntries(zeros))],
    ['total.xlsx', makeZip([...xlsxEntries(Buffer.from('<workbook/>')), ...huge])],
    ['many.xlsx', makeZip(many(xlsxEntries(Buffer.from('<workbook/>'))))],
  ];
  return bombCache;
}

export interface UploadRoute {
  label: string;
  /** What the route takes: images only, or documents too. */
  kind: 'image' | 'document';
  send(client: Client, file: UploadFile): ReturnType<Client['request']>;
}

const send = (c: Client, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, field: string, file: UploadFile) =>
  c.request({ method, url, ...multipart(fields, { name: field, contentType: 'application/octet-stream', ...file }) });

/** Rows every upload route may attach files to; returns every route that takes a file, with valid fields. */
export async function uploadRoutes(t: TestApp): Promise<UploadRoute[]> {
  const db = t.deps.db;
  const season = await db.insertInto('seasons').values({ season_number: 90, season_name: 'Upload season', is_current: 0 }).returning('id').executeTakeFirstOrThrow();
  const event = await db.insertInto('events').values(eventRow(season.id, { title: 'Regionala Upload' })).returning('id').executeTakeFirstOrThrow();
  const post = await db.insertInto('home_posts').values({ title: 'Un titlu', description: 'O descriere destul de lungă', image_id: null }).returning('id').executeTakeFirstOrThrow();
  const sponsor = await db.insertInto('sponsors').values({ name: 'Dacia', size: 'Enterprise', legal_name: 'Automobile Dacia SA' }).returning('id').executeTakeFirstOrThrow();
  const link = await db
    .insertInto('resources')
    .values({ page: 'team-resources', section: 'S', subsection: 'T', description: 'Ghid de programare.', link: 'https://x.ro', category: 'Link', priority: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doc = await db
    .insertInto('resources')
    .values({ page: 'team-resources', section: 'S', subsection: 'T', description: 'Manualul competiției.', link: '', category: 'Document', priority: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();

  const postFields = { title: 'Kickoff 2026', description: 'Sezonul nou începe în septembrie.', priority: '3', imagePosition: 'LEFT' };
  const resourceFields = { page: 'team-resources', section: 'Programare', subsection: 'Java', description: 'Ghid de programare pentru începători.', priority: '1' };
  const sponsorFields = { name: 'Dacia', size: 'Startup', legal_name: 'Automobile Dacia SA', eventId: String(event.id) };
  const upload = (entityType: string, extra: Record<string, string> = {}) => (c: Client, f: UploadFile) =>
    send(c, 'POST', '/api/files/upload', { entityType, ...extra }, 'file', f);

  return [
    { label: 'POST /api/files/upload event_image', kind: 'image', send: upload('event_image') },
    { label: 'POST /api/files/upload sponsor_logo', kind: 'image', send: upload('sponsor_logo') },
    { label: 'POST /api/files/upload home_post_image', kind: 'image', send: upload('home_post_image', { homePostId: String(post.id) }) },
    { label: 'POST /api/files/upload resource_file', kind: 'document', send: upload('resource_file') },
    { label: 'POST /api/home-posts', kind: 'image', send: (c, f) => send(c, 'POST', '/api/home-posts', postFields, 'image', f) },
    { label: 'PUT /api/home-posts/:id', kind: 'image', send: (c, f) => send(c, 'PUT', `/api/home-posts/${post.id}`, {}, 'image', f) },
    { label: 'POST /api/resources (Link)', kind: 'image', send: (c, f) => send(c, 'POST', '/api/resources', { ...resourceFields, category: 'Link', link: 'https://x.ro' }, 'image', f) },
    { label: 'PUT /api/resources/:id (Link)', kind: 'image', send: (c, f) => send(c, 'PUT', `/api/resources/${link.id}`, {}, 'image', f) },
    { label: 'POST /api/resources (Document)', kind: 'document', send: (c, f) => send(c, 'POST', '/api/resources', { ...resourceFields, category: 'Document', link: '' }, 'image', f) },
    { label: 'PUT /api/resources/:id (Document)', kind: 'document', send: (c, f) => send(c, 'PUT', `/api/resources/${doc.id}`, {}, 'image', f) },
    { label: 'POST /api/events', kind: 'image', send: (c, f) => send(c, 'POST', '/api/events', eventFields(season.id), 'image', f) },
    { label: 'PUT /api/events/:id', kind: 'image', send: (c, f) => send(c, 'PUT', `/api/events/${event.id}`, {}, 'image', f) },
    { label: 'POST /api/sponsors', kind: 'image', send: (c, f) => send(c, 'POST', '/api/sponsors', sponsorFields, 'logo', f) },
    { label: 'PUT /api/sponsors/:id', kind: 'image', send: (c, f) => send(c, 'PUT', `/api/sponsors/${sponsor.id}`, {}, 'logo', f) },
  ];
}

/**
 * Every file under a folder (relative path, size, modification time), the `.tmp` subfolder included. Cheaper than
 * snapshot.ts's hashed listing, which matters when the folder holds many files of 5-10 MB.
 */
export function folderListing(dir: string): string[] {
  return walkFolder(dir).map((e) => (e.stat.isDirectory() ? `${e.rel}/` : `${e.rel} ${e.stat.size} ${e.stat.mtimeMs}`));
}

/** The uploads folder and every table, to compare before and after a refused upload. */
export async function uploadState(t: TestApp) {
  return { disk: folderListing(t.uploadsDir), rows: await tableRows(t.deps) };
}
