// One PDF of the site settings (a brochure, the Formular 230): the uploaded file with Remove, or a picker that uploads
// at once (the server checks the bytes are a PDF) and hands the stored file's id to the form.
import { useState } from 'react';
import type { FileOutput } from '../../../../shared/schemas/files';
import { FileField } from '../ui/file-field';
import { reasonOf } from '../ui/server-errors';
import { isAbort } from '../../../lib/abort';
import { useUpload } from '../ui/use-upload';

interface Props {
  label: string;
  hint?: string;
  file: FileOutput | null;
  error: string | null;
  onChange: (file: FileOutput | null) => void;
}

export function SettingsPdf({ label, hint, file, error, onChange }: Props) {
  const upload = useUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (picked: File | null) => {
    setProblem(null);
    if (!picked) return;
    if (!/\.pdf$/i.test(picked.name)) return setProblem('Please select a PDF file');
    try {
      onChange(await upload.start(picked, { entityType: 'site_document' }));
    } catch (err) {
      if (!isAbort(err)) setProblem(reasonOf(err) ?? 'Upload failed');
    }
  };
  return (
    <FileField
      label={label}
      hint={hint}
      accept="application/pdf,.pdf"
      current={file ? { name: file.name, url: file.path, isImage: false } : null}
      onRemoveCurrent={() => onChange(null)}
      removeLabel={`Remove ${label}`}
      picked={null}
      onPick={(picked) => void pick(picked)}
      error={problem ?? error}
      upload={upload}
    />
  );
}
