/** How much of a request body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The answer to a posted form: its status and its parsed JSON body (null when none). */
export interface FormAnswer {
  status: number;
  body: unknown;
}

export interface PostFormOptions {
  headers?: Headers;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Posts a multipart form with XMLHttpRequest, which (unlike fetch) reports how much of the body
 * was sent: a 100 MB PDF takes a while. Resolves with any HTTP answer; rejects only when no
 * answer came (network failure, abort), with a `TypeError` as fetch would.
 */
export function postForm(
  url: string,
  form: FormData,
  { headers, onProgress, signal }: PostFormOptions = {},
): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'text';
    headers?.forEach((value, name) => request.setRequestHeader(name, value));
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    }
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    });
    request.addEventListener('error', () => reject(new TypeError('The upload failed')));
    request.addEventListener('abort', () => reject(new TypeError('The upload was cancelled')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
