// Builds multipart/form-data bodies for app.inject, as a browser's FormData would.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Smallest valid files of each kind, made in memory (the PNG decodes: issue 21 refuses images that do not). */
export const samples = {
  png: (extra = 0) =>
    Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8dfc0f01f000680027f104c1be10000000049454e44ae426082', 'hex'),
      Buffer.alloc(extra),
    ]),
  pdf: (extra = 0) => Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), Buffer.alloc(extra, 0x20)]),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  elf: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]),
  zip: () => Buffer.from('504b0506000000000000000000000000000000000000', 'hex'),
  text: () => Buffer.from('Regulament FTC\nLinia a doua: ăîșț\n'),
};
