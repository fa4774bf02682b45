import { createHmac } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { secretsEqual } from '../../security/keys.ts';
import { assertUploadKey, UPLOAD_KEY, type UploadStore } from './port.ts';

/**
 * The default upload store: files under `<DATA_DIR>/uploads/` (served back at `/uploads/` by http/spa.ts).
 * The signed PUT address points at our own server (`PUT /uploads-put/<key>?size=&expires=&sig=`), whose route
 * (local-put-route.ts) checks the HMAC, the expiry and the exact size before it writes a byte.
 */

export const LOCAL_PUT_PREFIX = '/uploads-put/';

export function signLocalPut(
  secret: string,
  key: string,
  size: number,
  expiresAt: number,
  contentType: string,
) {
  return createHmac('sha256', secret).update(`${key}\n${size}\n${expiresAt}\n${contentType}`).digest('hex');
}

export function verifyLocalPut(
  secret: string,
  input: { key: string; size: number; expiresAt: number; contentType: string; sig: unknown; now: number },
): 'ok' | 'expired' | 'bad-signature' {
  if (!UPLOAD_KEY.test(input.key)) return 'bad-signature';
  const expected = signLocalPut(secret, input.key, input.size, input.expiresAt, input.contentType);
  if (!secretsEqual(input.sig, expected)) return 'bad-signature';
  return input.now > input.expiresAt ? 'expired' : 'ok';
}

export function createLocalFolderStore(input: { dataDir: string; secret: string }): UploadStore {
  const root = path.join(input.dataDir, 'uploads');
  const fileOf = (key: string) => {
    assertUploadKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async createUploadTarget({ key, contentType, size, ttlSeconds, now }) {
      assertUploadKey(key);
      const expiresAt = now + ttlSeconds * 1000;
      const sig = signLocalPut(input.secret, key, size, expiresAt, contentType);
      const query = new URLSearchParams({ size: String(size), expires: String(expiresAt), sig });
      return {
        key,
        method: 'PUT',
        url: `${LOCAL_PUT_PREFIX}${key}?${query}`,
        headers: { 'content-type': contentType },
        expiresAt,
      };
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      assertUploadKey(key);
      return `/uploads/${key}`;
    },
  };
}
