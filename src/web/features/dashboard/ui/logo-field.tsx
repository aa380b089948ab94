// A logo for a form: picking an image uploads it at once (with progress and Cancel) and hands the form the file id
// to save; Remove hands null. The server checks the bytes: a file that is not an image is refused in its words.
import { useState } from 'react';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem, type FileOutput } from '../../../../shared/schemas/files';
import { FileField } from './file-field';
import type { MediaItem } from '../../../../shared/schemas/media';
import { reasonOf } from './server-errors';
import { isAbort } from '../../../lib/abort';
import { UPLOAD_CANCELLED, useUpload } from './use-upload';

interface Props {
  label: string;
  entityType: string;
  /** The logo saved now. */
  current: FileOutput | null;
  /** The id to save: a new upload's, null to remove, undefined to keep the current one. */
  onChange: (logoId: number | null | undefined) => void;
  /** True while a picked image is uploading: the form waits for its id before saving. */
  onBusy?: (uploading: boolean) => void;
  disabled?: boolean;
  /** Offer "Choose from library" (staff only: the media library is theirs, decision 199). */
  fromLibrary?: boolean;
}

export function LogoField({ label, entityType, current, onChange, onBusy, disabled, fromLibrary = false }: Props) {
  const upload = useUpload();
  const [picked, setPicked] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<MediaItem | null>(null);

  const pick = async (file: File | null) => {
    setError(null);
    setPicked(file);
    if (!file) return onChange(chosen ? chosen.file.id : removed ? null : undefined);
    setChosen(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setPicked(null);
      setError(problem);
      return;
    }
    onBusy?.(true);
    try {
      onChange((await upload.start(file, { entityType })).id);
    } catch (failure) {
      setPicked(null);
      setError(isAbort(failure) ? UPLOAD_CANCELLED : (reasonOf(failure) ?? 'The logo could not be uploaded.'));
    } finally {
      onBusy?.(false);
    }
  };

  return (
    <>
      <FileField
        label={label}
        accept={IMAGE_ACCEPT}
        hint={IMAGE_HINT}
        current={current && !removed ? { name: current.name, url: current.path, isImage: true } : null}
        removeLabel="Remove logo"
        onRemoveCurrent={() => {
          setRemoved(true);
          onChange(null);
        }}
        picked={picked}
        onPick={(file) => void pick(file)}
        error={error}
        upload={upload}
        disabled={disabled}
        library={
          fromLibrary
            ? {
                chosen,
                onChoose: (item) => {
                  setChosen(item);
                  onChange(item ? item.file.id : removed ? null : undefined);
                },
              }
            : undefined
        }
      />
      {removed && current && !picked && !chosen && <p className="dash-field__hint">The current logo will be removed when you save.</p>}
    </>
  );
}
