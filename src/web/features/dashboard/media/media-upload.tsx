// Several images uploaded to the library at once (a multiple file input and a drop zone): each file goes on its own,
// checked by its bytes on the server as every upload is, with its own progress and outcome; one refused file never
// stops the others.
import { useId, useRef, useState, type DragEvent } from 'react';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from '../../../../shared/schemas/files';
import { reasonOf } from '../ui/server-errors';
import { uploadFile } from '../ui/upload';

interface Row {
  key: number;
  name: string;
  fraction: number;
  outcome: 'uploading' | 'done' | 'failed';
  message?: string;
}

let nextKey = 1;

export function MediaUpload({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);

  const patch = (key: number, changes: Partial<Row>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  const uploadOne = async (file: File) => {
    const key = nextKey++;
    const early = imageFileProblem(file);
    setRows((list) => [...list, { key, name: file.name, fraction: 0, outcome: early ? 'failed' : 'uploading', message: early ?? undefined }]);
    if (early) return;
    try {
      await uploadFile(file, { entityType: 'library_image' }, (fraction) => patch(key, { fraction })).promise;
      patch(key, { outcome: 'done', fraction: 1 });
      onUploaded();
    } catch (error) {
      patch(key, { outcome: 'failed', message: reasonOf(error) ?? 'Upload failed' });
    }
  };

  const start = (files: FileList | null) => {
    if (!files?.length) return;
    setRows((list) => list.filter((row) => row.outcome === 'uploading'));
    void Promise.all([...files].map(uploadOne));
    if (input.current) input.current.value = '';
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    start(event.dataTransfer.files);
  };

  return (
    <div className="media-upload">
      <div
        className={`media-drop ${over ? 'media-drop--over' : ''}`.trim()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <label htmlFor={id}>Upload images</label>
        <input ref={input} id={id} type="file" multiple accept={IMAGE_ACCEPT} aria-describedby={`${id}-hint`} onChange={(event) => start(event.target.files)} />
        <p id={`${id}-hint`} className="dash-field__hint">
          Choose several files or drop them here. {IMAGE_HINT}
        </p>
      </div>
      {rows.length > 0 && (
        <ul className="media-upload__list" aria-label="Uploads">
          {rows.map((row) => (
            <li key={row.key} className={`media-upload__row media-upload__row--${row.outcome}`}>
              <span className="media-upload__name">{row.name}</span>
              {row.outcome === 'uploading' && <progress max={1} value={row.fraction} aria-label={`Uploading ${row.name}`} />}
              {row.outcome === 'done' && <span>Uploaded</span>}
              {row.outcome === 'failed' && <span role="alert">Refused: {row.message}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
