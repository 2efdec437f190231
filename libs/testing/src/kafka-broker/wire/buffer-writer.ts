/** Builds a Kafka (non-flexible) encoded message from chunks, concatenated once at the end. */
export class BufferWriter {
  private readonly chunks: Buffer[] = [];
  private length = 0;

  get size(): number {
    return this.length;
  }

  int8(value: number): this {
    return this.fixed(1, (buffer) => buffer.writeInt8(value));
  }

  int16(value: number): this {
    return this.fixed(2, (buffer) => buffer.writeInt16BE(value));
  }

  int32(value: number): this {
    return this.fixed(4, (buffer) => buffer.writeInt32BE(value));
  }

  int64(value: bigint | number): this {
    return this.fixed(8, (buffer) => buffer.writeBigInt64BE(BigInt(value)));
  }

  boolean(value: boolean): this {
    return this.int8(value ? 1 : 0);
  }

  string(value: string | null): this {
    if (value === null) return this.int16(-1);
    const encoded = Buffer.from(value, 'utf8');
    return this.int16(encoded.length).raw(encoded);
  }

  bytes(value: Buffer | null): this {
    if (value === null) return this.int32(-1);
    return this.int32(value.length).raw(value);
  }

  /** Record sets are sent as one length-prefixed blob assembled from several stored batches. */
  bytesFromChunks(chunks: readonly Buffer[]): this {
    this.int32(chunks.reduce((total, chunk) => total + chunk.length, 0));
    for (const chunk of chunks) this.raw(chunk);
    return this;
  }

  array<T>(items: readonly T[], writeItem: (writer: this, item: T, index: number) => void): this {
    this.int32(items.length);
    items.forEach((item, index) => writeItem(this, item, index));
    return this;
  }

  raw(chunk: Buffer): this {
    this.chunks.push(chunk);
    this.length += chunk.length;
    return this;
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }

  private fixed(size: number, write: (buffer: Buffer) => void): this {
    const buffer = Buffer.allocUnsafe(size);
    write(buffer);
    return this.raw(buffer);
  }
}
