// Uploads a file to POST /api/files/upload with progress and cancel (XMLHttpRequest: fetch has no upload progress).
// The answer is the stored file; its id is then given to a tRPC create/update (imageId / logoId). A 401 renews the
// session (refresh, else the sign-in dialog) and sends the file again.
import type { FileOutput } from '../../../../shared/schemas/files';
import { ApiError } from '../../../lib/api';
import { renewSessionAfter } from '../../../lib/auth-session';
import { getSession } from '../../../lib/session-store';
import { xsrfToken } from '../../../lib/xsrf';

export interface UploadHandle {
  promise: Promise<FileOutput>;
  abort(): void;
}

function send(file: File, fields: Record<string, string>, onProgress: (fraction: number) => void, bind: (xhr: XMLHttpRequest) => void, xsrf: string | null) {
  return new Promise<{ status: number; body: { success?: boolean; message?: unknown } | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    bind(xhr);
    xhr.open('POST', '/api/files/upload');
    const token = getSession().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { success?: boolean; message?: unknown } | null;
      try {
        body = JSON.parse(xhr.responseText) as { success?: boolean; message?: unknown };
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError('Cannot reach the server. Check your internet connection and try again.', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', file);
    xhr.send(form);
  });
}

export function uploadFile(file: File, fields: Record<string, string>, onProgress: (fraction: number) => void): UploadHandle {
  let current: XMLHttpRequest | null = null;
  let aborted = false;
  const bind = (xhr: XMLHttpRequest) => {
    current = xhr;
  };
  const promise = (async () => {
    const xsrf = await xsrfToken();
    if (aborted) throw new DOMException('Upload cancelled', 'AbortError');
    const used = getSession().token;
    let answer = await send(file, fields, onProgress, bind, xsrf);
    // A refused token renews the session like every other call: a refresh, else the sign-in dialog (issue 25); once
    // signed in, the same file goes again with the new token, so the pending save completes with its upload.
    if (answer.status === 401 && !aborted && (await renewSessionAfter(used))) {
      if (aborted) throw new DOMException('Upload cancelled', 'AbortError');
      answer = await send(file, fields, onProgress, bind, await xsrfToken());
    }
    if (answer.status >= 200 && answer.status < 300 && answer.body?.success) return answer.body.message as FileOutput;
    const message = typeof answer.body?.message === 'string' ? answer.body.message : `Upload failed (${answer.status})`;
    throw new ApiError(message, answer.status);
  })();
  return {
    promise,
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}
