import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  HOSPITAL_KINDS,
  HOSPITAL_POSITION_SOURCES,
  HOSPITAL_SOURCES,
  HOSPITAL_STATUSES,
  type HospitalKind,
  type HospitalPositionSource,
  type HospitalSource,
  type HospitalStatus,
} from '@app/domain';
import { StateEntity } from './reference-data.entity.js';
import { StaffMemberEntity } from './staff.entity.js';
import { UserEntity } from './user.entity.js';

/**
 * A hospital of the registry, where blood requests are made. `searchText` is the name and aliases lower-cased and
 * stripped of accents by the API (the same normalisation as the place search), so one trigram index serves an
 * accent- and case-insensitive search without depending on the `unaccent` extension (not immutable, so not
 * indexable as an expression). Position search walks a GiST index on ll_to_earth, as the donor search does.
 */
@Entity({ tableName: 'hospital' })
@Index({
  name: 'hospital_search_text_index',
  expression: 'create index "hospital_search_text_index" on "hospital" using gin ("search_text" gin_trgm_ops)',
})
@Index({
  name: 'hospital_position_index',
  expression: 'create index "hospital_position_index" on "hospital" using gist (ll_to_earth("latitude", "longitude"))',
})
@Index({ name: 'hospital_state_status_index', properties: ['state', 'status'] })
@Index({ name: 'hospital_status_created_at_index', properties: ['status', 'createdAt'] })
export class HospitalEntity {
  [OptionalProps]?:
    | 'id'
    | 'aliases'
    | 'address'
    | 'town'
    | 'lga'
    | 'phone'
    | 'hasBloodBank'
    | 'facilityCode'
    | 'status'
    | 'verifiedAt'
    | 'verifiedBy'
    | 'suspendedAt'
    | 'suspensionReason'
    | 'proposedBy'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name!: string;

  /** Names people also use, e.g. LASUTH. */
  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: `'{}'` })
  aliases: string[] = [];

  @Property({ type: 'text' })
  searchText!: string;

  @Enum({ items: [...HOSPITAL_KINDS], nativeEnumName: 'hospital_kind' })
  kind!: HospitalKind;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  @Property({ type: 'text', nullable: true })
  town: string | null = null;

  @Property({ type: 'text', nullable: true })
  lga: string | null = null;

  @ManyToOne(() => StateEntity)
  state!: StateEntity;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Enum({ items: [...HOSPITAL_POSITION_SOURCES], nativeEnumName: 'hospital_position_source' })
  positionSource!: HospitalPositionSource;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'boolean', default: false })
  hasBloodBank = false;

  /** The national Health Facility Registry's code, when known: the key of `npm run hospitals:import`. */
  @Property({ type: 'text', nullable: true, unique: 'hospital_facility_code_unique' })
  facilityCode: string | null = null;

  @Enum({ items: [...HOSPITAL_STATUSES], nativeEnumName: 'hospital_status', default: 'listed' })
  status: HospitalStatus = 'listed';

  @Property({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  @ManyToOne(() => StaffMemberEntity, { nullable: true, deleteRule: 'set null' })
  verifiedBy: StaffMemberEntity | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  suspendedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  suspensionReason: string | null = null;

  @Enum({ items: [...HOSPITAL_SOURCES], nativeEnumName: 'hospital_source' })
  source!: HospitalSource;

  /** Who proposed it ("My hospital is not listed"); kept out of every reply but staff's. */
  @ManyToOne(() => UserEntity, { nullable: true, deleteRule: 'set null', hidden: true })
  proposedBy: UserEntity | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
