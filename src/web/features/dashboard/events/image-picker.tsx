// A picture field: pick an image (checked at once: type and size), see it, drop it; the stored picture is shown
// until a new one is picked, and may be removed when `onRemoveCurrent` is given.
import { useEffect, useRef, useState } from 'react';
import type { FileOutput } from '../../../../shared/schemas/files';
import type { MediaItem } from '../../../../shared/schemas/media';
import { ChooseFromLibrary } from '../ui/media-picker-dialog';
import { Field } from '../ui/field';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from '../../../../shared/schemas/files';

interface ImagePickerProps {
  label: string;
  file: File | null;
  current?: FileOutput | null;
  onPick: (file: File | null) => void;
  onRemoveCurrent?: () => void;
  disabled?: boolean;
  /** "Choose from library" beside the upload (decision 199): an image already uploaded instead of a new file. */
  library?: { chosen: MediaItem | null; onChoose: (item: MediaItem | null) => void };
}

export function ImagePicker({ label, file, current = null, onPick, onRemoveCurrent, disabled, library }: ImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = library?.chosen ?? null;
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The preview's object URL is let go when another file is picked and when the field goes away.
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );
  const show = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next ? URL.createObjectURL(next) : null;
    setPreview(previewUrl.current);
  };

  const pick = (picked: File | null) => {
    const message = picked ? imageFileProblem(picked) : null;
    setProblem(message);
    if (message && input.current) input.current.value = '';
    const accepted = message ? null : picked;
    show(accepted);
    onPick(accepted);
    if (accepted) library?.onChoose(null);
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    setProblem(null);
    show(null);
    onPick(null);
    library?.onChoose(null);
  };

  const shown = (file && preview) ?? chosen?.file.path ?? current?.path ?? null;
  return (
    <div className="ev-image">
      <Field label={label} error={problem} hint={IMAGE_HINT}>
        <input ref={input} type="file" accept={IMAGE_ACCEPT} disabled={disabled} onChange={(e) => pick(e.target.files?.[0] ?? null)} />
      </Field>
      {library && (
        <ChooseFromLibrary
          disabled={disabled}
          onChoose={(item) => {
            if (input.current) input.current.value = '';
            setProblem(null);
            show(null);
            onPick(null);
            library.onChoose(item);
          }}
        />
      )}
      {shown && (
        <div className="ev-image__preview">
          <img
            src={shown}
            alt={file ? `Selected: ${file.name}` : chosen ? `From the library: ${chosen.file.name}` : `Current ${label.toLowerCase()}`}
            className="dash-thumb"
            width={120}
            height={72}
          />
          {file || chosen ? (
            <button type="button" className="dash-btn dash-btn--small" onClick={clear} disabled={disabled}>
              Clear selection
            </button>
          ) : (
            onRemoveCurrent && (
              <button type="button" className="dash-btn dash-btn--small dash-btn--danger" onClick={onRemoveCurrent} disabled={disabled}>
                Remove {label.toLowerCase()}
              </button>
            )
          )}
        </div>
      )}
    </div>
  );
}
