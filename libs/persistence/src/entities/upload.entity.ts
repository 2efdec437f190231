import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type UploadKind = 'image' | 'document';

/**
 * A file sent to POST /v1/uploads before the form that uses it is submitted. `claimedAt` is set when an application
 * references it; unclaimed uploads older than a day are deleted by the cleanup job.
 */
@Entity({ tableName: 'upload' })
@Index({ name: 'upload_unclaimed_index', properties: ['createdAt'], where: 'claimed_at is null' })
export class UploadEntity {
  [OptionalProps]?: 'id' | 'claimedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: 'upload_storage_key_unique' })
  storageKey!: string;

  @Property({ type: 'text', unique: 'upload_url_unique' })
  url!: string;

  @Enum({ items: ['image', 'document'], nativeEnumName: 'upload_kind' })
  kind!: UploadKind;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'text' })
  originalName!: string;

  @Property({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
