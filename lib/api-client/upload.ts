import { API_BASE, ApiError } from "./fetch";

/**
 * POSTs a form with upload progress (fetch cannot report it), answering like the other API
 * helpers: the parsed JSON, or ApiError ('Failed to fetch') carrying the server's message.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}${path}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { message?: unknown } | null;
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const message = typeof body?.message === "string" ? body.message : undefined;
      reject(new ApiError(request.status, message));
    };
    request.onerror = () => reject(new ApiError(0, undefined));
    request.send(form);
  });
}
