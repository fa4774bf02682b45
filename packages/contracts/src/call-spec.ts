/**
 * What a client needs to send a call: its name, method and path. No zod here, so that a page that must stay
 * small (the landing page) can send calls without loading the schemas; it takes their types with `import type`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export type CallSpec = {
  name: string;
  method: HttpMethod;
  /** The spec's path; `:name` marks a path parameter. May carry the `SIGN:` or `QNXK:` prefix. */
  path: string;
};

/** Fills the path parameters: `/a/:type` with { type: 3 } gives `/a/3`. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
