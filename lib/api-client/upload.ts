import { API_BASE, ApiError, apiErrorOf } from "./fetch";
import { refreshAfter401 } from "./session-retry";

/**
 * POSTs a form with upload progress (fetch cannot report it), answering like the other API
 * helpers: the parsed JSON, or ApiError ('Failed to fetch') carrying the server's message.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  retried = false,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}${path}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = async () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as T);
      // An expired session: refreshed, the form is sent once more.
      if (!retried && (await refreshAfter401(request.status))) {
        return uploadForm<T>(path, form, onProgress, true).then(resolve, reject);
      }
      reject(apiErrorOf(request.status, request.response));
    };
    request.onerror = () => reject(new ApiError(0, undefined));
    request.send(form);
  });
}
