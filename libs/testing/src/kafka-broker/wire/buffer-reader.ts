/** Sequential reader for Kafka's big-endian, length-prefixed (non-flexible) encoding. */
export class BufferReader {
  private offset = 0;

  constructor(private readonly buffer: Buffer) {}

  int8(): number {
    const value = this.buffer.readInt8(this.offset);
    this.offset += 1;
    return value;
  }

  int16(): number {
    const value = this.buffer.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }

  int32(): number {
    const value = this.buffer.readInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  int64(): bigint {
    const value = this.buffer.readBigInt64BE(this.offset);
    this.offset += 8;
    return value;
  }

  nullableString(): string | null {
    const length = this.int16();
    if (length < 0) return null;
    return this.take(length).toString('utf8');
  }

  string(): string {
    return this.nullableString() ?? '';
  }

  nullableBytes(): Buffer | null {
    const length = this.int32();
    if (length < 0) return null;
    return this.take(length);
  }

  bytes(): Buffer {
    return this.nullableBytes() ?? Buffer.alloc(0);
  }

  nullableArray<T>(readItem: (reader: BufferReader) => T): T[] | null {
    const length = this.int32();
    if (length < 0) return null;
    const items: T[] = [];
    for (let i = 0; i < length; i++) items.push(readItem(this));
    return items;
  }

  array<T>(readItem: (reader: BufferReader) => T): T[] {
    return this.nullableArray(readItem) ?? [];
  }

  private take(length: number): Buffer {
    if (this.offset + length > this.buffer.length) {
      throw new RangeError(`read of ${length} bytes past the end of a ${this.buffer.length}-byte frame`);
    }
    const slice = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }
}
