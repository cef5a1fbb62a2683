import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Env } from '../../env.ts';
import { contentTypeOfKey, isSafeKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, a local test server); AWS itself when absent. */
  endpoint?: string;
  region?: string;
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible services want. */
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key, so one bucket can serve several deployments. */
  prefix?: string;
}

/** Files in an S3-compatible bucket, with the same behaviour as the local folder. */
/** The bucket the S3_* settings name (the server's and storage:migrate's). */
export function s3StorageFromEnv(env: Env, bucket: string): FileStorage {
  return createS3Storage({
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    prefix: env.S3_PREFIX,
  });
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const config: S3ClientConfig = {
    region: options.region ?? 'us-east-1',
    forcePathStyle: options.forcePathStyle ?? false,
  };
  if (options.endpoint) config.endpoint = options.endpoint;
  if (options.accessKeyId && options.secretAccessKey) {
    config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  }
  const client = new S3Client(config);
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return prefix + key;
  };

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        return { bytes: await res.Body.transformToByteArray(), contentType: res.ContentType ?? contentTypeOfKey(key) };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
