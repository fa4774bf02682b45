import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertUploadKey, type UploadStore } from './port.ts';

/**
 * An S3-compatible upload store through the official AWS SDK v3. The browser PUTs straight to the bucket with a
 * presigned address (SigV4, `ttlSeconds` long) whose signature covers the content type and the exact length,
 * so the address cannot be used for another size or type. Path-style addressing when an endpoint is given
 * (MinIO, Ceph, the test suite's s3rver).
 */
export type S3StoreConfig = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicBaseUrl: string;
};

export function createS3Store(config: S3StoreConfig): UploadStore & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Fakes and most compatible services do not compute the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base =
    config.publicBaseUrl ||
    (config.endpoint
      ? `${config.endpoint}/${config.bucket}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`);
  return {
    kind: 's3',
    client,
    async createUploadTarget({ key, contentType, size, ttlSeconds, now }) {
      assertUploadKey(key);
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: ttlSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
        signingDate: new Date(now),
      });
      return {
        key,
        method: 'PUT',
        url,
        headers: { 'content-type': contentType },
        expiresAt: now + ttlSeconds * 1000,
      };
    },
    async read(key) {
      assertUploadKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      assertUploadKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async remove(key) {
      assertUploadKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    publicUrl(key) {
      assertUploadKey(key);
      return `${base}/${key}`;
    },
  };
}
