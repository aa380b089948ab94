// CSV import: pick a file, see what each row would do (new / changed / unchanged / invalid, with the reasons), then
// confirm. Nothing is written before the confirmation, and the server refuses the whole file if any row is invalid.
import { useState } from 'react';
import { TEAM_CSV_HEADER, TEAM_CSV_MAX_BYTES, TEAM_CSV_MESSAGES, type TeamCsvPreview } from '../../../../shared/schemas/team-csv';
import { trpc } from '../../../lib/trpc';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';

const KIND_BADGE = { new: 'dash-badge--green', changed: 'dash-badge--medium', unchanged: '', invalid: 'dash-badge--high' } as const;

export function TeamCsvImport({ seasonId, seasonName, onClose }: { seasonId: number; seasonName: string; onClose: () => void }) {
  const preview = trpc.teams.csvPreview.useMutation();
  const commit = trpc.teams.csvImport.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<TeamCsvPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setResult(null);
    setFailure(null);
    setCsv(null);
    if (!file) return;
    if (file.size > TEAM_CSV_MAX_BYTES) return setFailure(TEAM_CSV_MESSAGES.tooLarge);
    const text = await file.text();
    setCsv(text);
    try {
      setResult(await preview.mutateAsync({ seasonId, csv: text }));
    } catch (error) {
      setFailure(reasonOf(error) ?? 'Failed to read the file');
    }
  };

  const confirm = async () => {
    if (!csv) return;
    setFailure(null);
    try {
      const done = await commit.mutateAsync({ seasonId, csv });
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
        Expected header (separated by <code>;</code> or <code>,</code>, UTF-8): <code data-testid="csv-header">{TEAM_CSV_HEADER}</code>. Status: ACTIVE,
        PENDING, WITHDRAWN or empty (registration left as it is). An empty cell clears that field.
      </p>
      <div className="dash-field">
        <label htmlFor="csv-file">CSV file</label>
        <input id="csv-file" type="file" accept=".csv,text/csv" onChange={(e) => void pick(e.target.files?.[0])} />
      </div>
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
