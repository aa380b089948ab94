// The editor's image source today: pick a file, describe it (alt text is required), upload it through the usual
// upload endpoint as a 'rich_text_image'. A media library can replace it through the editor's ImagePicker prop.
import { useId, useState } from 'react';
import { RICH_LIMITS, RICH_MESSAGES } from '../../../../../shared/rich-text/types';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem, publicFileUrl } from '../../../../../shared/schemas/files';
import { reasonOf } from '../server-errors';
import { useUpload } from '../use-upload';

export interface PickedImage {
  /** The uploaded file's public address (/api/files/public/{id}). */
  src: string;
  alt: string;
}

export interface ImagePickerProps {
  onInsert: (image: PickedImage) => void;
  onClose: () => void;
}

export function UploadImagePicker({ onInsert, onClose }: ImagePickerProps) {
  const id = useId();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const insert = async () => {
    const fileProblem = file ? imageFileProblem(file) : 'Please choose an image.';
    const text = alt.trim();
    if (fileProblem || !text || text.length > RICH_LIMITS.altText) return setProblem(fileProblem ?? RICH_MESSAGES.alt);
    try {
      const stored = await upload.start(file!, { entityType: 'rich_text_image' });
      onInsert({ src: publicFileUrl(stored.id), alt: text });
    } catch (error) {
      setProblem(reasonOf(error) ?? 'Upload failed');
    }
  };

  return (
    <div className="rte-panel" role="group" aria-label="Insert image">
      <label htmlFor={`${id}-file`}>Image file</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setProblem(null);
        }}
      />
      <p id={`${id}-hint`} className="dash-field__hint">
        {IMAGE_HINT}
      </p>
      <label htmlFor={`${id}-alt`}>Image description (alt text)</label>
      <input
        id={`${id}-alt`}
        type="text"
        value={alt}
        maxLength={RICH_LIMITS.altText}
        onChange={(e) => {
          setAlt(e.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <p className="dash-field__error" role="alert">
          {problem}
        </p>
      )}
      {upload.uploading && <progress max={1} value={upload.fraction} aria-label="Upload progress" />}
      <div className="rte-panel__actions">
        <button type="button" className="dash-btn dash-btn--small dash-btn--primary" disabled={upload.uploading} onClick={() => void insert()}>
          {upload.uploading ? 'Uploading...' : 'Insert image'}
        </button>
        <button type="button" className="dash-btn dash-btn--small" onClick={upload.uploading ? upload.cancel : onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
