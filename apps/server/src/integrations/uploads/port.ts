/**
 * The upload port (issue 16): where uploaded files live. A learner's browser sends the bytes straight to the
 * store with a short-lived signed PUT address; the server then reads the stored object back, checks it by its
 * content (inspect.ts) and either keeps it or deletes it.
 */

/** What the browser does to send the file: one PUT of the raw bytes to `url` with `headers`. */
export type UploadTarget = {
  key: string;
  method: 'PUT';
  /** Absolute (S3) or relative to our origin (the local folder). */
  url: string;
  headers: Record<string, string>;
  /** Epoch ms after which the address is refused. */
  expiresAt: number;
};

export type UploadStore = {
  kind: 'local' | 's3';
  /** A signed PUT address for exactly `size` bytes of `contentType`, valid for `ttlSeconds`. */
  createUploadTarget(input: {
    key: string;
    contentType: string;
    size: number;
    ttlSeconds: number;
    now: number;
  }): Promise<UploadTarget>;
  /** The stored bytes, or null when nothing was uploaded under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Stores bytes the server itself produced (tests, generated files). */
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Where a browser reads the object from. */
  publicUrl(key: string): string;
};

/** Keys are ours: `<folder>/<random>.<ext>`, never a learner's file name. */
export const UPLOAD_KEY = /^[a-z0-9-]{1,40}(\/[a-z0-9-]{1,64}){1,3}\.[a-z0-9]{1,5}$/;

export function assertUploadKey(key: string): void {
  if (!UPLOAD_KEY.test(key)) throw new Error(`bad upload key ${key}`);
}
