// CSV import: pick a file, see what each row would do (new / changed / unchanged / invalid, with the reasons), then
// confirm. Nothing is written before the confirmation, and the server refuses the whole file if any row is invalid.
// The file goes as bytes: the server detects its encoding (UTF-8, Windows-1250, ISO-8859-2/16), the preview says which,
// and the admin may choose another (the preview is read again).
import { useState } from 'react';
import {
  CSV_ENCODING_LABELS,
  CSV_ENCODINGS,
  TEAM_CSV_HEADER,
  TEAM_CSV_MAX_BYTES,
  TEAM_CSV_MESSAGES,
  type CsvEncoding,
  type TeamCsvPreview,
} from '../../../../shared/schemas/team-csv';
import { trpc } from '../../../lib/trpc';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';

/** The file's bytes as base64 (what the CSV procedures take). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const KIND_BADGE = { new: 'dash-badge--green', changed: 'dash-badge--medium', unchanged: '', invalid: 'dash-badge--high' } as const;

export function TeamCsvImport({ seasonId, seasonName, onClose }: { seasonId: number; seasonName: string; onClose: () => void }) {
  const preview = trpc.teams.csvPreview.useMutation();
  const commit = trpc.teams.csvImport.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const [file, setFile] = useState<string | null>(null);
  const [encoding, setEncoding] = useState<CsvEncoding | 'auto'>('auto');
  const [result, setResult] = useState<TeamCsvPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const read = async (bytes: string, chosen: CsvEncoding | 'auto') => {
    setResult(null);
    setFailure(null);
    try {
      setResult(await preview.mutateAsync({ seasonId, file: bytes, encoding: chosen }));
    } catch (error) {
      setFailure(reasonOf(error) ?? 'Failed to read the file');
    }
  };

  const pick = async (picked: File | undefined) => {
    setResult(null);
    setFailure(null);
    setFile(null);
    setEncoding('auto');
    if (!picked) return;
    if (picked.size > TEAM_CSV_MAX_BYTES) return setFailure(TEAM_CSV_MESSAGES.tooLarge);
    const bytes = await base64Of(picked);
    setFile(bytes);
    await read(bytes, 'auto');
  };

  const choose = (chosen: CsvEncoding | 'auto') => {
    setEncoding(chosen);
    if (file) void read(file, chosen);
  };

  const confirm = async () => {
    if (!file || !result?.encoding) return;
    setFailure(null);
    try {
      // The import reads the bytes in the encoding the preview showed, never a new guess.
      const done = await commit.mutateAsync({ seasonId, file, encoding: result.encoding.used });
      toast.success(`Imported: ${done.counts.new} new, ${done.counts.changed} changed, ${done.counts.unchanged} unchanged.`);
      await utils.teams.invalidate();
      onClose();
    } catch (error) {
      setFailure(reasonOf(error) ?? 'Failed to import the file');
    }
  };

  const blocked = !result || result.fileError !== null || result.counts.invalid > 0;
  const toWrite = result ? result.counts.new + result.counts.changed : 0;

  return (
    <section className="dash-panel" aria-labelledby="csv-import-title">
      <h3 id="csv-import-title">Import teams from CSV ({seasonName})</h3>
      <p className="dash-field__hint">
        Expected header (separated by <code>;</code> or <code>,</code>; UTF-8, or Windows-1250 as Excel saves it): <code data-testid="csv-header">{TEAM_CSV_HEADER}</code>. Status: ACTIVE,
        PENDING, WITHDRAWN or empty (registration left as it is). An empty cell clears that field.
      </p>
      <div className="dash-field">
        <label htmlFor="csv-file">CSV file</label>
        <input id="csv-file" type="file" accept=".csv,text/csv" onChange={(e) => void pick(e.target.files?.[0])} />
      </div>
      {file && (
        <div className="dash-field">
          <label htmlFor="csv-encoding">Encoding</label>
          <select id="csv-encoding" value={encoding} onChange={(e) => choose(e.target.value as CsvEncoding | 'auto')} disabled={preview.isPending}>
            <option value="auto">Detect automatically</option>
            {CSV_ENCODINGS.map((e) => (
              <option key={e} value={e}>
                {CSV_ENCODING_LABELS[e]}
              </option>
            ))}
          </select>
          {result?.encoding && (
            <p className="dash-field__hint" data-testid="csv-encoding-used">
              Read as {CSV_ENCODING_LABELS[result.encoding.used]}
              {result.encoding.bom ? ' with BOM' : ''}
              {result.encoding.detected ? ' (detected)' : ' (chosen)'}. If letters such as ă, ș or ț look wrong below, choose another encoding.
            </p>
          )}
        </div>
      )}
      {preview.isPending && (
        <p className="state" role="status">
          Reading the file...
        </p>
      )}
      {failure && (
        <div className="dash-alert dash-alert--error" role="alert">
          {failure}
        </div>
      )}
      {result?.fileError && (
        <div className="dash-alert dash-alert--error" role="alert">
          {result.fileError}
        </div>
      )}
      {result && !result.fileError && (
        <>
          <p role="status">
            {result.counts.new} new, {result.counts.changed} changed, {result.counts.unchanged} unchanged, {result.counts.invalid} invalid.
            {result.counts.invalid > 0 && ` ${TEAM_CSV_MESSAGES.invalidRows}`}
          </p>
          <table className="dash-table" aria-label="Import preview">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Number</th>
                <th scope="col">Name</th>
                <th scope="col">Result</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.teamNumber}</td>
                  <td>{row.name}</td>
                  <td>
                    <span className={`dash-badge ${KIND_BADGE[row.kind]}`}>{row.kind}</span>
                  </td>
                  <td>{row.kind === 'invalid' ? row.reasons.join('; ') : row.changes.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <div className="dash-actions">
        <button type="button" className="dash-btn" onClick={onClose} disabled={commit.isPending}>
          Cancel
        </button>
        <button type="button" className="dash-btn dash-btn--primary" disabled={blocked || commit.isPending} onClick={() => void confirm()}>
          {commit.isPending ? 'Importing...' : `Confirm import (${toWrite} rows)`}
        </button>
      </div>
    </section>
  );
}
