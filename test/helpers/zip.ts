// Writes small zip archives in memory for upload tests (stored or deflated entries), including malicious ones.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** Lie about the uncompressed size in the headers (for archives that claim more than they hold). */
  declaredSize?: number;
}

export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest Office Open XML package: a content-types part naming one main part, and that part. */
const officeEntries = (partName: string, contentType: string, data: Buffer, deflate: boolean): ZipEntry[] => [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        `<Override PartName="/${partName}" ContentType="${contentType}"/></Types>`,
    ),
  },
  { name: partName, data, deflate },
];

/** The smallest archive Word's format detection accepts as a .docx. */
export const docxEntries = (documentXml: Buffer, deflate = true): ZipEntry[] =>
  officeEntries('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', documentXml, deflate);

/** The same for an Excel workbook (.xlsx). */
export const xlsxEntries = (workbookXml: Buffer, deflate = true): ZipEntry[] =>
  officeEntries('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', workbookXml, deflate);
