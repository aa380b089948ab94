// The home carousel's slides: each an uploaded image with a caption, in order (Up/Down), removable; new images
// (several may be picked at once) upload at once and become the last slides, or one is chosen from the media library. None: the public carousel shows its built-in illustrations.
// Each slide's state is its own and every change is computed from the latest slides (issue 25): a caption typed while
// another image uploads stays, and images picked one after the other upload side by side and all become slides.
import { useEffect, useRef, useState } from 'react';
import { imageFileProblem, IMAGE_ACCEPT, type FileOutput } from '../../../../shared/schemas/files';
import type { MediaItem } from '../../../../shared/schemas/media';
import { Field } from '../ui/field';
import { FileField } from '../ui/file-field';
import { reasonOf } from '../ui/server-errors';
import { ThumbImage } from '../ui/thumb-image';
import { uploadFile, type UploadHandle } from '../ui/upload';
import { isAbort } from '../../../lib/abort';

export interface SlideValue {
  imageId: number;
  caption: string;
  /** Optional (decision 203): empty, /en/home shows the Romanian caption. */
  captionEn: string;
}

/** A change of the slides, computed from their latest value: an upload that finishes later never undoes an edit. */
type SlidesChange = (slides: SlideValue[]) => SlideValue[];

interface Props {
  slides: SlideValue[];
  files: Map<number, FileOutput>;
  error: string | null;
  onChange: (change: SlidesChange) => void;
  onUploaded: (file: FileOutput) => void;
}

interface PendingUpload {
  key: number;
  name: string;
  fraction: number;
  handle: UploadHandle;
}

let nextKey = 1;

export function SlidesEditor({ slides, files, error, onChange, onUploaded }: Props) {
  // Each picked image uploads on its own (several may run at once) and, when stored, becomes the last slide.
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const handles = useRef(new Set<UploadHandle>());
  useEffect(() => {
    const running = handles.current;
    return () => running.forEach((handle) => handle.abort());
  }, []);
  // Edits name the slide by its image, never by a position read earlier.
  const edit = (imageId: number, slide: SlideValue | null) =>
    onChange((current) => current.flatMap((s) => (s.imageId !== imageId ? [s] : slide ? [slide] : [])));
  const move = (imageId: number, by: number) =>
    onChange((current) => {
      const index = current.findIndex((s) => s.imageId === imageId);
      if (index < 0 || index + by < 0 || index + by >= current.length) return current;
      const next = [...current];
      const [slide] = next.splice(index, 1);
      next.splice(index + by, 0, slide!);
      return next;
    });
  const add = async (picked: File | null) => {
    setProblem(null);
    if (!picked) return;
    const early = imageFileProblem(picked);
    if (early) return setProblem(early);
    const key = nextKey++;
    const progress = (fraction: number) => setPending((list) => list.map((p) => (p.key === key ? { ...p, fraction } : p)));
    const handle = uploadFile(picked, { entityType: 'site_image' }, progress);
    handles.current.add(handle);
    setPending((list) => [...list, { key, name: picked.name, fraction: 0, handle }]);
    try {
      const file = await handle.promise;
      onUploaded(file);
      onChange((current) => [...current, { imageId: file.id, caption: '', captionEn: '' }]);
    } catch (err) {
      if (!isAbort(err)) setProblem(reasonOf(err) ?? 'Upload failed');
    } finally {
      handles.current.delete(handle);
      setPending((list) => list.filter((p) => p.key !== key));
    }
  };
  // An image of the media library becomes the last slide at once (none twice: a slide is named by its image).
  const choose = (item: MediaItem) => {
    setProblem(null);
    onUploaded(item.file);
    onChange((current) => (current.some((s) => s.imageId === item.file.id) ? current : [...current, { imageId: item.file.id, caption: '', captionEn: '' }]));
  };
  const upload = {
    uploading: pending.length > 0,
    fraction: pending.length ? pending.reduce((sum, p) => sum + p.fraction, 0) / pending.length : 0,
    cancel: () => pending.forEach((p) => p.handle.abort()),
  };
  return (
    <div className="dash-form">
      {slides.length === 0 && <p className="dash-field__hint">No slides uploaded: the home page shows its built-in illustrations.</p>}
      <ol style={{ display: 'grid', gap: 12, padding: 0, listStyle: 'none', margin: 0 }}>
        {slides.map((slide, index) => {
          const file = files.get(slide.imageId);
          return (
            <li key={slide.imageId} className="dash-panel" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
              {file && <ThumbImage src={file.path} alt={`Slide ${index + 1}`} width={96} height={64} />}
              <div style={{ flex: '1 1 200px' }}>
                <Field label={`Slide ${index + 1} caption`}>
                  <input type="text" maxLength={200} value={slide.caption} onChange={(e) => edit(slide.imageId, { ...slide, caption: e.target.value })} />
                </Field>
                <Field label={`Slide ${index + 1} English caption`} hint="Optional: empty, /en/home shows the Romanian caption.">
                  <input type="text" lang="en" maxLength={200} value={slide.captionEn ?? ''} onChange={(e) => edit(slide.imageId, { ...slide, captionEn: e.target.value })} />
                </Field>
              </div>
              <div className="dash-actions" style={{ marginTop: 0 }}>
                <button type="button" className="dash-btn dash-btn--small" disabled={index === 0} onClick={() => move(slide.imageId, -1)} aria-label={`Move slide ${index + 1} up`}>
                  Up
                </button>
                <button type="button" className="dash-btn dash-btn--small" disabled={index === slides.length - 1} onClick={() => move(slide.imageId, 1)} aria-label={`Move slide ${index + 1} down`}>
                  Down
                </button>
                <button type="button" className="dash-btn dash-btn--small dash-btn--danger" onClick={() => edit(slide.imageId, null)} aria-label={`Remove slide ${index + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {pending.length > 0 && (
        <p className="dash-field__hint" role="status">
          Uploading {pending.map((p) => p.name).join(', ')}...
        </p>
      )}
      <FileField
        label="Add slide images"
        accept={IMAGE_ACCEPT}
        hint="Choose several images at once, or pick one already uploaded from the library."
        current={null}
        picked={null}
        multiple
        onPick={(f) => void add(f)}
        error={problem ?? error}
        upload={upload}
        library={{ chosen: null, onChoose: (item) => item && choose(item) }}
      />
    </div>
  );
}
