const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

/** What became of one file: done with the server's answer, or the server's message. */
export type UploadAnswer<Answer> = { ok: true; answer: Answer } | { ok: false; error: string };

/**
 * Sends one file as the raw request body to an upload route that takes one file a request and
 * answers `{ message }` when it refuses it (the documents' and the evidence page's). XMLHttpRequest,
 * not fetch, because only it reports the upload's progress (0 to 1).
 */
export function uploadFile<Answer = unknown>(
  url: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<UploadAnswer<Answer>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300)
        return resolve({ ok: true, answer: JSON.parse(request.responseText) as Answer });
      const answer = messageOf(request.responseText);
      resolve({ ok: false, error: answer ?? 'The file could not be uploaded. Please try again.' });
    };
    request.onerror = () => resolve({ ok: false, error: UNREACHABLE });
    request.send(file);
  });
}

function messageOf(text: string): string | null {
  try {
    const answer = JSON.parse(text) as { message?: unknown };
    return typeof answer.message === 'string' ? answer.message : null;
  } catch {
    return null;
  }
}
