import type { AppConfig } from '../../env.ts';
import { createLocalFolderStore } from './local-folder.ts';
import type { UploadStore } from './port.ts';
import { createS3Store } from './s3.ts';

/** The upload store the configuration names (UPLOAD_STORE): the data folder by default, or an S3 bucket. */
export function createUploadStore(config: AppConfig): UploadStore {
  if (config.uploads.store === 's3') return createS3Store(config.uploads);
  return createLocalFolderStore({ dataDir: config.dataDir, secret: config.keys.uploadUrl });
}
