import type { AppConfig } from '../../env.ts';
import { createLocalFolderStore } from './local-folder.ts';
import type { UploadStore } from './port.ts';
import { createS3Store } from './s3.ts';

/** The upload store the configuration names (UPLOAD_STORE): the data folder by default, or an S3 bucket. */
export function createUploadStore(config: AppConfig): UploadStore {
  if (config.uploads.store === 's3') return createS3Store(config.uploads);
  return createLocalFolderStore({ dataDir: config.dataDir, secret: config.keys.uploadUrl });
}

/**
 * The origins the browser talks to for uploads besides our own (the page's CSP): `put` where the signed PUT
 * goes, `read` where stored files are shown from. None for the local folder.
 */
export function uploadOrigins(uploads: AppConfig['uploads'] | undefined): { put: string[]; read: string[] } {
  if (uploads?.store !== 's3') return { put: [], read: [] };
  const bucketHost = `https://${uploads.bucket}.s3.${uploads.region}.amazonaws.com`;
  const put = new URL(uploads.endpoint || bucketHost).origin;
  const read = new URL(uploads.publicBaseUrl || uploads.endpoint || bucketHost).origin;
  return { put: [put], read: [read] };
}
