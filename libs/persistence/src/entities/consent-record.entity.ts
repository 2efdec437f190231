import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ConsentKind } from '@app/domain';
import { UserEntity } from './user.entity.js';

/**
 * One agreement a person gave: which text (`kind`), at which version, when; `withdrawnAt` once taken back. Kept as
 * rows, never overwritten, so what was accepted at each moment stays known (NDPA 2023: consent must be provable).
 */
@Entity({ tableName: 'consent_record' })
@Index({ name: 'consent_record_user_index', properties: ['user', 'kind'] })
export class ConsentRecordEntity {
  [OptionalProps]?: 'id' | 'givenAt' | 'withdrawnAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  user!: UserEntity;

  @Property({ type: 'text' })
  kind!: ConsentKind;

  @Property({ type: 'text' })
  version!: string;

  @Property({ type: 'timestamptz' })
  givenAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null = null;
}
