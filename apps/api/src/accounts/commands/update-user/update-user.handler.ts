import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, declaredLastDonation, InvalidInputError } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { lastConfirmedDonation } from '../../../blood-requests/blood-request.shared.js';
import { recordConsents } from '../../../data-rights/consent-records.js';
import { checkNigerianLocation } from '../../../reference-data/nigerian-location.js';
import { UpdateUserCommand, type UserUpdate } from './update-user.command.js';

export const BLOOD_GROUP_CHANGED_ONCE = 'Your blood group can be changed only once after onboarding';
export const GENOTYPE_CHANGED_ONCE = 'Your genotype can be changed only once after onboarding';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, update }: UpdateUserCommand): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(UserEntity, { id: userId }, { populate: ['state'] });
      const onboarding = update.kind === 'onboarding' || update.kind === 'recipient_onboarding';
      if (onboarding && user.onboarded) throw new ConflictError('You have already onboarded');
      await this.apply(em, user, update);
    });
  }

  private async apply(em: EntityManager, user: UserEntity, update: UserUpdate): Promise<void> {
    switch (update.kind) {
      case 'role':
        user.role = update.values.role;
        return;
      case 'language':
        user.language = update.values.language;
        return;
      case 'vitals':
        Object.assign(user, {
          height: update.values.height,
          weight: update.values.weight,
          heartRate: update.values.heart_rate,
          bloodPressure: update.values.blood_pressure,
        });
        return;
      case 'onboarding': {
        const values = update.values;
        user.state = await checkNigerianLocation(em, values);
        Object.assign(user, {
          gender: values.gender,
          dob: values.dob,
          bloodGroup: values.blood_group,
          genotype: values.genotype ?? null,
          latitude: values.latitude,
          longitude: values.longitude,
          address: values.address,
          lastDonationDate: await this.declaredLastDonation(em, user, values.last_donation_date),
          onboarded: true,
        });
        // The schema let onboarding through only with the box ticked: blood group and genotype are health data.
        recordConsents(em, user, ['health_data']);
        return;
      }
      case 'recipient_onboarding': {
        const values = update.values;
        Object.assign(user, {
          gender: values.gender,
          bloodGroup: values.blood_group,
          genotype: values.genotype ?? null,
          onboarded: true,
        });
        recordConsents(em, user, ['health_data']);
        return;
      }
      case 'personal_details': {
        const values = update.values;
        const movedTo = values.latitude !== undefined || values.longitude !== undefined;
        if (movedTo && (values.latitude === undefined || values.longitude === undefined)) {
          throw new InvalidInputError('Latitude and longitude go together', {
            [values.latitude === undefined ? 'latitude' : 'longitude']: 'Latitude and longitude go together',
          });
        }
        const latitude = values.latitude ?? user.latitude;
        const longitude = values.longitude ?? user.longitude;
        user.state =
          latitude !== null && longitude !== null
            ? await checkNigerianLocation(em, { latitude, longitude, state_id: values.state_id })
            : user.state;
        this.changeOnce(user, 'bloodGroup', 'bloodGroupChangedAt', values.blood_group, BLOOD_GROUP_CHANGED_ONCE);
        if (values.genotype !== undefined) {
          this.changeOnce(user, 'genotype', 'genotypeChangedAt', values.genotype, GENOTYPE_CHANGED_ONCE);
        }
        Object.assign(user, { gender: values.gender, dob: values.dob, latitude, longitude });
        if (values.address !== undefined) user.address = values.address;
        if (values.last_donation_date !== undefined) {
          user.lastDonationDate = await this.declaredLastDonation(em, user, values.last_donation_date);
        }
        return;
      }
    }
  }

  /** A declared last donation never goes back before a confirmed one, which would cut the rest period short. */
  private async declaredLastDonation(em: EntityManager, user: UserEntity, declared: string | null) {
    const decided = declaredLastDonation(declared, await lastConfirmedDonation(em, user.id));
    if ('refused' in decided) {
      throw new InvalidInputError(decided.refused, { last_donation_date: decided.refused });
    }
    return decided.store;
  }

  /** Blood group and genotype may each be corrected once after onboarding; setting a missing genotype is free. */
  private changeOnce(
    user: UserEntity,
    field: 'bloodGroup' | 'genotype',
    changedAt: 'bloodGroupChangedAt' | 'genotypeChangedAt',
    next: string,
    message: string,
  ): void {
    const current = user[field];
    if (current === next) return;
    if (current === null) {
      (user as unknown as Record<string, unknown>)[field] = next;
      return;
    }
    if (user[changedAt]) throw new ConflictError(message);
    (user as unknown as Record<string, unknown>)[field] = next;
    user[changedAt] = new Date();
  }
}
