import { createHash, createHmac } from 'node:crypto';
import { FileStorage, isSafeKey, type StoredFile } from './file-storage.js';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** An S3-compatible bucket (AWS, MinIO, R2, Spaces) through path-style requests signed with AWS Signature V4. */
export class S3Storage extends FileStorage {
  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.request('PUT', key, body, { 'content-type': contentType });
    if (!response.ok) throw new Error(`S3 PUT ${key} failed with ${response.status}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const response = await this.request('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed with ${response.status}`);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed with ${response.status}`);
  }

  private request(method: string, key: string, body?: Buffer, extraHeaders: Record<string, string> = {}) {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const url = new URL(
      `${this.settings.endpoint.replace(/\/+$/, '')}/${this.settings.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
    const time = this.now()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = time.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': time,
      ...extraHeaders,
    };
    const names = Object.keys(headers).sort();
    const canonicalRequest = [
      method,
      url.pathname,
      '',
      ...names.map((name) => `${name}:${headers[name]}`),
      '',
      names.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${this.settings.region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', time, scope, sha256(canonicalRequest)].join('\n');
    const signingKey = ['s3', 'aws4_request'].reduce<Buffer>(
      (key, part) => hmac(key, part),
      hmac(hmac(`AWS4${this.settings.secretAccessKey}`, day), this.settings.region),
    );
    const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${this.settings.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
    delete headers.host;
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }
}
