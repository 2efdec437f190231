import { AccountTokenEntity, DeviceTokenEntity, RevokedSessionEntity } from './account-token.entity.js';
import { ArticleEntity } from './article.entity.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';
import { EducationLevelEntity, PaymentServiceEntity, ReasonEntity, StateEntity } from './reference-data.entity.js';
import { UserEntity } from './user.entity.js';

export * from './account-token.entity.js';
export * from './article.entity.js';
export * from './outbox-message.entity.js';
export * from './reference-data.entity.js';
export * from './user.entity.js';

export const ENTITIES = [
  StateEntity,
  EducationLevelEntity,
  ReasonEntity,
  PaymentServiceEntity,
  UserEntity,
  AccountTokenEntity,
  RevokedSessionEntity,
  DeviceTokenEntity,
  ArticleEntity,
  OutboxMessageEntity,
];
