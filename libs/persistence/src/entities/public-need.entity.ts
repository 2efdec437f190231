import { ArrayType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The public board's read model, kept by the stats projector: one row per blood request or appeal, with what it
 * asks for and whether it still does. Which hospitals count (the verified ones) is read from the hospital at query
 * time, so a verification or suspension changes the board at once without rewriting these rows.
 */
@Entity({ tableName: 'public_need_source' })
@Index({
  name: 'public_need_source_open_index',
  expression:
    'create index "public_need_source_open_index" on "public_need_source" ("state_id", "hospital_id") where "open"',
})
export class PublicNeedSourceEntity {
  /** `request` or `appeal`. */
  @PrimaryKey({ type: 'text' })
  kind!: 'request' | 'appeal';

  @PrimaryKey({ type: 'text' })
  sourceId!: string;

  /** Null for a request made at a free-text hospital: such a request is never on the board. */
  @Property({ type: 'uuid', nullable: true })
  hospitalId: string | null = null;

  @Property({ type: 'integer' })
  stateId!: number;

  /** The recipient's group for a request; the donor groups asked for by an appeal. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  bloodGroups!: string[];

  @Property({ type: 'integer' })
  units!: number;

  @Property({ type: 'boolean' })
  open!: boolean;

  /** An appeal's end time: past it, it no longer counts even before its end is projected. */
  @Property({ type: 'timestamptz', nullable: true })
  until: Date | null = null;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
