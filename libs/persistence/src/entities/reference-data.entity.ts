import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'state' })
export class StateEntity {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  @Unique()
  name!: string;
}

@Entity({ tableName: 'education_level' })
export class EducationLevelEntity {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  @Unique()
  name!: string;
}

export type ReasonType = 'decline' | 'request';

@Entity({ tableName: 'reason' })
@Unique({ properties: ['type', 'name'] })
export class ReasonEntity {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: ['decline', 'request'], nativeEnumName: 'reason_type' })
  type!: ReasonType;

  @Property({ type: 'text' })
  name!: string;
}

export type PaymentServiceKind = 'cash' | 'crypto';

@Entity({ tableName: 'payment_service' })
export class PaymentServiceEntity {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  @Unique()
  name!: string;

  @Enum({ items: ['cash', 'crypto'], nativeEnumName: 'payment_service_kind' })
  kind!: PaymentServiceKind;
}
