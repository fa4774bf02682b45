/**
 * What a client needs to send a call: its name, method and path. No zod here, so that a page that must stay
 * small (the landing page) can send calls without loading the schemas; it takes their types with `import type`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * A call that sends a file: the request is `multipart/form-data` with the call's fields as text parts (flat, as
 * in a query string: a structure travels as JSON text), the signed `fileMd5` of the file, and the file itself
 * under `field`. The sign is computed over the text fields as for any call.
 */
export type CallUpload = {
  /** The form field that carries the file. */
  field: string;
  /** The largest file in bytes; the server stops reading past it. */
  maxBytes: number;
};

export type CallSpec = {
  name: string;
  method: HttpMethod;
  /** The spec's path; `:name` marks a path parameter. May carry the `SIGN:` or `QNXK:` prefix. */
  path: string;
  /** Set for a call that uploads a file (multipart/form-data). */
  upload?: CallUpload;
};

/** Fills the path parameters: `/a/:type` with { type: 3 } gives `/a/3`. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
