// A file picker for a form: the file kept from the item being edited (with Remove), the newly picked file (with a
// preview for images and Clear), the early-check or upload message, and the progress bar with Cancel upload.
import { useEffect, useId, useRef } from 'react';
import type { MediaItem } from '../../../../shared/schemas/media';
import { ChooseFromLibrary } from './media-picker-dialog';
import { sizeText } from './size-text';
import { UploadProgress } from './upload-progress';
import { ThumbImage } from './thumb-image';
import './file-field.css';

export interface CurrentFile {
  name: string;
  url: string;
  isImage: boolean;
}

interface FileFieldProps {
  label: string;
  accept: string;
  hint?: string;
  /** The item's file that stays unless removed or replaced. */
  current: CurrentFile | null;
  onRemoveCurrent?: () => void;
  removeLabel?: string;
  picked: File | null;
  onPick: (file: File | null) => void;
  error: string | null;
  upload: { uploading: boolean; fraction: number; cancel: () => void };
  disabled?: boolean;
  /** "Choose from library" beside the upload (decision 199): an image already uploaded instead of a new file. */
  library?: { chosen: MediaItem | null; onChoose: (item: MediaItem | null) => void };
  /** Several files at once (the carousel): each picked file is given to onPick in turn. */
  multiple?: boolean;
}

/** A preview of a picked image: the object URL is made and revoked with the element (a DOM side effect). */
function PickedPreview({ file }: { file: File }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} alt="Preview of the selected file" width={96} height={64} className="dash-thumb" />;
}

export function FileField({ label, accept, hint, current, onRemoveCurrent, removeLabel = 'Remove current file', picked, onPick, error, upload, disabled, library, multiple = false }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chosen = library?.chosen ?? null;

  // A rejected or cleared file leaves the input empty, so the same file can be picked again.
  useEffect(() => {
    if (!picked && input.current) input.current.value = '';
  }, [picked, error]);

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="dash-field dash-file">
      <label htmlFor={id}>{label}</label>
      {current && !picked && !chosen && (
        <div className="dash-file__current">
          {current.isImage ? <ThumbImage src={current.url} alt={`Current file: ${current.name}`} width={96} height={64} /> : null}
          <span>
            Current file:{' '}
            <a href={current.url} target="_blank" rel="noreferrer">
              {current.name}
            </a>
          </span>
          {onRemoveCurrent && (
            <button type="button" className="dash-btn dash-btn--small" onClick={onRemoveCurrent} disabled={disabled}>
              {removeLabel}
            </button>
          )}
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (!files.length) return onPick(null);
          for (const file of multiple ? files : files.slice(0, 1)) onPick(file);
          if (multiple) event.target.value = '';
        }}
      />
      {library && (
        <ChooseFromLibrary
          disabled={disabled}
          onChoose={(item) => {
            onPick(null);
            library.onChoose(item);
          }}
        />
      )}
      {chosen && !picked && (
        <div className="dash-file__current">
          <ThumbImage src={chosen.file.path} alt={chosen.altText || `Chosen image: ${chosen.file.name}`} width={96} height={64} />
          <span>From the library: {chosen.file.name}</span>
          <button type="button" className="dash-btn dash-btn--small" onClick={() => library?.onChoose(null)} disabled={disabled}>
            Clear
          </button>
        </div>
      )}
      {picked && (
        <div className="dash-file__current">
          {picked.type.startsWith('image/') && <PickedPreview file={picked} />}
          <span>
            Selected: {picked.name} ({sizeText(picked.size)})
          </span>
          <button type="button" className="dash-btn dash-btn--small" onClick={() => onPick(null)} disabled={disabled}>
            Clear
          </button>
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="dash-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="dash-field__error" role="alert">
          {error}
        </p>
      )}
      {upload.uploading && <UploadProgress fraction={upload.fraction} onCancel={upload.cancel} label={`Uploading ${picked?.name ?? 'file'}`} />}
    </div>
  );
}
