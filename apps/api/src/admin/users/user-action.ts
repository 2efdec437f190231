import { ADMIN_ERRORS, adminNotFound } from '../admin.errors.js';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { UserEntity } from '@app/persistence';
import { changeAudited } from '../../platform/audit/audit-trail.js';
import { findInResource } from '../platform/simple-rest.js';
import type { StaffActor } from '../../platform/audit/staff-actor.decorator.js';
import { userAuditView, users } from './user.admin-view.js';

export const reasonField = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(1, 'Give a reason')
  .max(500, 'Keep the reason under 500 characters');

/** A staff action on a user's account, audited with the reason (the domain event is the action's own). */
export const actOnUser = (
  em: EntityManager,
  actor: StaffActor,
  id: string,
  action: string,
  reason: string,
  change: (user: UserEntity, tx: EntityManager) => void,
) =>
  changeAudited(
    em,
    actor,
    { resource: 'users', entity: UserEntity, id, notFound: adminNotFound('user_not_found'), detail: { reason } },
    action,
    userAuditView,
    change,
  );

/** Runs a user action's command and replies the user as the console lists them. */
@Injectable()
export class UserActions {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EntityManager) private readonly em: EntityManager,
  ) {}

  /** `userId`: the path's id, of a user's shape (`@ValidParam`). */
  async run(userId: string, command: Command<unknown>) {
    await this.commands.execute(command);
    const user = await findInResource(this.em, users.listing, userId);
    if (!user) throw ADMIN_ERRORS.error('user_not_found');
    return (await users.present(this.em, [user]))[0];
  }
}
