import { AwsClient } from 'aws4fetch';
import { FileStorage, isSafeKey, storageUnavailable, type StoredFile } from './file-storage.js';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, Spaces) through path-style requests, signed (AWS Signature V4) by
 * aws4fetch: three plain calls need no more than a signing fetch, and path style works with every such service.
 */
export class S3Storage extends FileStorage {
  readonly driver = 's3';
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    super();
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.request('PUT', key, {
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });
    if (!response.ok) throw storageUnavailable(`S3 PUT ${key} failed with ${response.status}`);
  }

  /** HeadBucket: the bucket exists and the key may use it (a wrong secret is a 403). */
  async check(): Promise<void> {
    const response = await this.send('HEAD', `${this.settings.bucket}`);
    if (!response.ok) throw storageUnavailable(`S3 HEAD bucket ${this.settings.bucket} failed with ${response.status}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const response = await this.request('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw storageUnavailable(`S3 GET ${key} failed with ${response.status}`);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    if (!response.ok && response.status !== 404)
      throw storageUnavailable(`S3 DELETE ${key} failed with ${response.status}`);
  }

  private async request(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const path = key.split('/').map(encodeURIComponent).join('/');
    return this.send(method, `${this.settings.bucket}/${path}`, init);
  }

  private async send(method: string, path: string, init: RequestInit = {}): Promise<Response> {
    const response = await this.client
      .fetch(`${this.settings.endpoint.replace(/\/+$/, '')}/${path}`, { ...init, method })
      .catch((error: Error) => {
        throw storageUnavailable(`S3 ${method} ${path}: ${error.message}`);
      });
    // Read or drop the body either way, so the connection goes back to the pool.
    if (!response.ok || method === 'HEAD') await response.body?.cancel();
    return response;
  }
}
