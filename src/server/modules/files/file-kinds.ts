// Decides what an uploaded file really is from its bytes (magic numbers), never from its name or declared type.
import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { UPLOAD_LIMITS } from '../../../shared/constants';
import { checkZip } from './zip-limits';

export type FileKind = 'image' | 'document';

export interface DetectedType {
  kind: FileKind;
  mime: string;
  ext: string;
}

const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
};

// Legacy Office files are all OLE compound files; the name tells which application opens them.
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

// A tag, comment, doctype or XML declaration first (after a BOM and blank space), as browsers sniff for HTML.
const MARKUP_START = /^\ufeff?\s*<[a-z!?/]/i;

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/**
 * Plain text: valid UTF-8 with no NUL and no other control bytes but tab, CR, LF and form feed, and not markup.
 * HTML, SVG and XML are text too, but the site refuses them whatever their name (a browser or viewer that sniffs
 * the content would run their scripts), so text that opens with a tag is not plain text.
 */
async function looksLikeText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const sample = buffer.subarray(0, bytesRead);
    for (const byte of sample) {
      if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    }
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, bytesRead === buffer.length ? lastCharBoundary(sample) : bytesRead));
      return !MARKUP_START.test(text);
    } catch {
      return false;
    }
  } finally {
    await handle.close();
  }
}

// Do not cut a multi-byte character when only a sample of a large file was read.
function lastCharBoundary(sample: Buffer): number {
  const end = sample.length;
  for (let i = 1; i <= 4 && end - i >= 0; i += 1) {
    const byte = sample[end - i]!;
    if ((byte & 0xc0) !== 0x80) return byte < 0x80 ? end : end - i;
  }
  return end;
}

/** The real type of a stored temp file, or null when it is of no kind this site accepts. */
export async function detectFileType(filePath: string, originalName: string): Promise<DetectedType | null> {
  const found = await fileTypeFromFile(filePath);
  const ext = extensionOf(originalName);
  if (found) {
    if (IMAGE_TYPES[found.mime]) return { kind: 'image', mime: found.mime, ext: IMAGE_TYPES[found.mime]! };
    if (DOCUMENT_TYPES[found.mime]) {
      const detected = DOCUMENT_TYPES[found.mime]!;
      // A document keeps its original name for downloads, so the name must say what the bytes are (a zip named .pdf
      // would open wrongly on the visitor's computer).
      if (ext !== detected) return null;
      if (found.mime !== 'application/pdf' && !(await checkZip(filePath)).ok) return null;
      return { kind: 'document', mime: found.mime, ext: detected };
    }
    if (found.mime === 'application/x-cfb' && CFB_BY_EXTENSION[ext]) return { kind: 'document', mime: CFB_BY_EXTENSION[ext]!, ext };
    return null;
  }
  if (ext === 'txt' && (await looksLikeText(filePath))) return { kind: 'document', mime: 'text/plain; charset=utf-8', ext: 'txt' };
  return null;
}

export const sizeLimitFor = (kind: FileKind): number => UPLOAD_LIMITS[kind];
export const MAX_UPLOAD_BYTES = Math.max(UPLOAD_LIMITS.image, UPLOAD_LIMITS.document);
