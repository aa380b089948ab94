// The home carousel's slides: each an uploaded image with a caption, in order (Up/Down), removable; a new image
// uploads at once and becomes the last slide. None: the public carousel shows its built-in illustrations.
import { useState } from 'react';
import { imageFileProblem, IMAGE_ACCEPT, type FileOutput } from '../../../../shared/schemas/files';
import { Field } from '../ui/field';
import { FileField } from '../ui/file-field';
import { reasonOf } from '../ui/server-errors';
import { ThumbImage } from '../ui/thumb-image';
import { isAbort, useUpload } from '../ui/use-upload';

export interface SlideValue {
  imageId: number;
  caption: string;
}

interface Props {
  slides: SlideValue[];
  files: Map<number, FileOutput>;
  error: string | null;
  onChange: (slides: SlideValue[]) => void;
  onUploaded: (file: FileOutput) => void;
}

export function SlidesEditor({ slides, files, error, onChange, onUploaded }: Props) {
  const upload = useUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const set = (index: number, slide: SlideValue | null) => onChange(slides.flatMap((s, i) => (i !== index ? [s] : slide ? [slide] : [])));
  const move = (index: number, by: number) => {
    const next = [...slides];
    const [slide] = next.splice(index, 1);
    next.splice(index + by, 0, slide!);
    onChange(next);
  };
  const add = async (picked: File | null) => {
    setProblem(null);
    if (!picked) return;
    const early = imageFileProblem(picked);
    if (early) return setProblem(early);
    try {
      const file = await upload.start(picked, { entityType: 'site_image' });
      onUploaded(file);
      onChange([...slides, { imageId: file.id, caption: '' }]);
    } catch (err) {
      if (!isAbort(err)) setProblem(reasonOf(err) ?? 'Upload failed');
    }
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
                  <input type="text" maxLength={200} value={slide.caption} onChange={(e) => set(index, { ...slide, caption: e.target.value })} />
                </Field>
              </div>
              <div className="dash-actions" style={{ marginTop: 0 }}>
                <button type="button" className="dash-btn dash-btn--small" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move slide ${index + 1} up`}>
                  Up
                </button>
                <button type="button" className="dash-btn dash-btn--small" disabled={index === slides.length - 1} onClick={() => move(index, 1)} aria-label={`Move slide ${index + 1} down`}>
                  Down
                </button>
                <button type="button" className="dash-btn dash-btn--small dash-btn--danger" onClick={() => set(index, null)} aria-label={`Remove slide ${index + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <FileField label="Add a slide image" accept={IMAGE_ACCEPT} current={null} picked={null} onPick={(f) => void add(f)} error={problem ?? error} upload={upload} />
    </div>
  );
}
