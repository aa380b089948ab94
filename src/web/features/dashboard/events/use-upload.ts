// One upload at a time with its progress (null when idle), a cancel that aborts it, and an abort on unmount.
import { useEffect, useRef, useState } from 'react';
import type { FileEntityType } from '../../../../shared/constants';
import type { FileOutput } from '../../../../shared/schemas/files';
import { uploadFile, type UploadHandle } from '../ui/upload';

export const isAbort = (error: unknown): boolean => (error as Error | null)?.name === 'AbortError';

export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const handle = useRef<UploadHandle | null>(null);

  useEffect(() => () => handle.current?.abort(), []);

  const upload = async (file: File, entityType: FileEntityType): Promise<FileOutput> => {
    setProgress(0);
    const current = uploadFile(file, { entityType }, setProgress);
    handle.current = current;
    try {
      return await current.promise;
    } finally {
      handle.current = null;
      setProgress(null);
    }
  };

  return { progress, upload, cancel: () => handle.current?.abort() };
}
