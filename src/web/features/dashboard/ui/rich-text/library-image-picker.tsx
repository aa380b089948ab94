// The rich-text editor's image source (its ImagePicker seam, decision 196), from the media library (decision 199):
// choose an image already uploaded ("Choose from library", its stored alt text offered as the default) or upload a
// new one as a 'rich_text_image'. Alt text is required; it is stored on the image when the image had none, so the
// next insert offers it.
import { useId, useRef, useState } from 'react';
import { RICH_LIMITS, RICH_MESSAGES } from '../../../../../shared/rich-text/types';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem, publicFileUrl } from '../../../../../shared/schemas/files';
import type { MediaItem } from '../../../../../shared/schemas/media';
import { trpc } from '../../../../lib/trpc';
import { ChooseFromLibrary } from '../media-picker-dialog';
import { reasonOf } from '../server-errors';
import { ThumbImage } from '../thumb-image';
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

export function LibraryImagePicker({ onInsert, onClose }: ImagePickerProps) {
  const id = useId();
  const upload = useUpload();
  const updateAlt = trpc.media.updateAlt.useMutation();
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const insert = async () => {
    const fileProblem = chosen ? null : file ? imageFileProblem(file) : 'Please choose an image.';
    const text = alt.trim();
    if (fileProblem || !text || text.length > RICH_LIMITS.altText) return setProblem(fileProblem ?? RICH_MESSAGES.alt);
    try {
      const imageId = chosen ? chosen.file.id : (await upload.start(file!, { entityType: 'rich_text_image' })).id;
      // The image's alt text is stored once: a first description becomes the default of later inserts.
      if (!chosen?.altText) await updateAlt.mutateAsync({ id: imageId, altText: text }).catch(() => undefined);
      onInsert({ src: publicFileUrl(imageId), alt: text });
    } catch (error) {
      setProblem(reasonOf(error) ?? 'Upload failed');
    }
  };

  const busy = upload.uploading || updateAlt.isPending;
  return (
    <div className="rte-panel" role="group" aria-label="Insert image">
      {chosen ? (
        <div className="dash-file__current">
          <ThumbImage src={chosen.file.path} alt="" width={96} height={64} />
          <span>From the library: {chosen.file.name}</span>
          <button type="button" className="dash-btn dash-btn--small" onClick={() => setChosen(null)}>
            Clear
          </button>
        </div>
      ) : (
        <>
          <label htmlFor={`${id}-file`}>Image file</label>
          <input
            ref={fileInput}
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
        </>
      )}
      <ChooseFromLibrary
        disabled={busy}
        onChoose={(item) => {
          setChosen(item);
          setFile(null);
          setProblem(null);
          if (item.altText) setAlt(item.altText);
        }}
      />
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
        <button type="button" className="dash-btn dash-btn--small dash-btn--primary" disabled={busy} onClick={() => void insert()}>
          {upload.uploading ? 'Uploading...' : 'Insert image'}
        </button>
        <button type="button" className="dash-btn dash-btn--small" onClick={upload.uploading ? upload.cancel : onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
