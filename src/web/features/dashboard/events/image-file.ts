// The early check of a picked picture (an event image or a sponsor logo: any image type, at most 5MB). The server
// checks the bytes again; these are the spec's messages.
import { UPLOAD_LIMITS } from '../../../../shared/constants';
import { FILE_MESSAGES } from '../../../../shared/schemas/files';

export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return FILE_MESSAGES.notImage;
  return file.size > UPLOAD_LIMITS.image ? FILE_MESSAGES.imageTooLarge : null;
}
