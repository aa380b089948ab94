// Office Open XML files (docx, xlsx, pptx) and zips are archives: refuse one whose central directory declares an
// absurd number of entries, total size or compression ratio (a "zip bomb" that would hurt whoever opens it), or
// that cannot be read as a zip at all. Only the directory is read; nothing is extracted.
import yauzl from 'yauzl';

export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxTotalUncompressed: 200 * 1024 * 1024,
  /** Per entry, for entries larger than 1 MB uncompressed. */
  maxRatio: 100,
} as const;

export type ZipVerdict = { ok: true } | { ok: false; reason: string };

export function checkZip(filePath: string): Promise<ZipVerdict> {
  return new Promise((resolve) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve({ ok: false, reason: 'not a readable archive' });
      if (zip.entryCount > ZIP_LIMITS.maxEntries) {
        zip.close();
        return resolve({ ok: false, reason: `${zip.entryCount} entries` });
      }
      let total = 0;
      let settled = false;
      const finish = (verdict: ZipVerdict) => {
        if (settled) return;
        settled = true;
        if (!verdict.ok) zip.close();
        resolve(verdict);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : Infinity;
        if (total > ZIP_LIMITS.maxTotalUncompressed) return finish({ ok: false, reason: 'uncompressed size too large' });
        if (entry.uncompressedSize > 1024 * 1024 && ratio > ZIP_LIMITS.maxRatio) return finish({ ok: false, reason: 'compression ratio too high' });
        zip.readEntry();
      });
      zip.on('end', () => finish({ ok: true }));
      zip.on('error', () => finish({ ok: false, reason: 'not a readable archive' }));
      zip.readEntry();
    });
  });
}
