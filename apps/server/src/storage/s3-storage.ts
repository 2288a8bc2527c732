import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ByteRange, FileStorage, StoredFileInfo } from './file-storage.js';
import { checkStorageFolder, isStoredName, splitStorageKey } from './storage-keys.js';

/** How to reach the store (the S3_* and AWS_* variables). */
export interface S3ClientOptions {
  /** Another S3-compatible service (MinIO, Ceph, R2, OSS, COS…); unset = AWS. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither; neither = the SDK's own chain (environment, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (most self-hosted services want it). */
  forcePathStyle: boolean;
}

/** The SDK's "no such object": HEAD answers a bare 404 (NotFound), GET a NoSuchKey. */
const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

const quoted = (etag: string) => (etag.startsWith('"') || etag.startsWith('W/"') ? etag : `"${etag}"`);

/** The AWS SDK, loaded only when the storage is S3 (it takes a good part of a second to load). */
type Sdk = typeof import('@aws-sdk/client-s3');

export function createS3Client(sdk: Sdk, options: S3ClientOptions): S3Client {
  return new sdk.S3Client({
    region: options.region,
    ...(options.endpoint && { endpoint: options.endpoint }),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId &&
      options.secretAccessKey && {
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    // Checksums only where S3 requires them: not every S3-compatible service knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects of an S3-compatible bucket (AWS SDK v3): key `<folder>/<name>` is the object
 * `<prefix>/<folder>/<name>`. Several app servers on the same bucket share every upload. The
 * ETag is the object's own.
 */
export class S3FileStorage implements FileStorage {
  private readonly prefix: string;

  constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    prefix = '',
  ) {
    this.prefix = prefix.replace(/^\/+|\/+$/g, '');
  }

  private objectKey(key: string): string {
    splitStorageKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    const Key = this.objectKey(key);
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key }));
      return {
        size: head.ContentLength ?? 0,
        modifiedAt: head.LastModified?.getTime() ?? 0,
        etag: quoted(head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const Key = this.objectKey(key);
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key,
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      const body = object.Body;
      if (!body) return Readable.from([]);
      // In Node the SDK's body is an http.IncomingMessage (a Readable) with helpers mixed in.
      return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers success for a missing object too.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async list(folder: string): Promise<{ key: string; modifiedAt: number }[]> {
    const inBucket = this.prefix ? `${this.prefix}/${checkStorageFolder(folder)}/` : `${checkStorageFolder(folder)}/`;
    const found: { key: string; modifiedAt: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: inBucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(inBucket.length) ?? '';
        if (isStoredName(name))
          found.push({ key: `${folder}/${name}`, modifiedAt: object.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }
}

/** An S3 storage with its client, the SDK loaded now (not at start when the storage is local). */
export async function createS3Storage(
  options: S3ClientOptions & { bucket: string; prefix: string },
): Promise<S3FileStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  return new S3FileStorage(sdk, createS3Client(sdk, options), options.bucket, options.prefix);
}
