// One upload at a time for a form: progress for the bar, Cancel to abort, and the abort when the form goes away.
import { useEffect, useRef, useState } from 'react';
import type { FileOutput } from '../../../../shared/schemas/files';
import { uploadFile, type UploadHandle } from '../ui/upload';

export const UPLOAD_CANCELLED = 'Upload cancelled. Nothing was changed.';

export function useUpload() {
  const [fraction, setFraction] = useState<number | null>(null);
  const handle = useRef<UploadHandle | null>(null);

  useEffect(() => () => handle.current?.abort(), []);

  const start = async (file: File, fields: Record<string, string>): Promise<FileOutput> => {
    setFraction(0);
    const current = uploadFile(file, fields, setFraction);
    handle.current = current;
    try {
      return await current.promise;
    } finally {
      handle.current = null;
      setFraction(null);
    }
  };

  return {
    uploading: fraction !== null,
    fraction: fraction ?? 0,
    start,
    cancel: () => handle.current?.abort(),
  };
}
