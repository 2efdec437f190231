import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Donor } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { lastConfirmedDonation } from '../../donor.repository.js';
import { recordConsents } from '../../consent-records.js';
import { checkNigerianLocation } from '../../../reference-data/index.js';
import { donorOf, saveDonor } from '../../donor.repository.js';
import { UpdateUserCommand, type UserUpdate } from './update-user.command.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';

type HealthDetailsSent = Pick<
  Extract<UserUpdate, { kind: 'recipient_onboarding' }>['values'],
  'gender' | 'blood_group' | 'genotype'
>;

/** What an onboarding form sends of the person's health, as the Donor model takes it. */
const healthDetails = ({ gender, blood_group, genotype }: HealthDetailsSent) => ({
  gender,
  bloodGroup: blood_group,
  genotype: genotype ?? null,
});

/**
 * Loads the account (locked, so two corrections of a locked field cannot both pass), lets the Donor model decide what
 * its rules own, sets the rest (place, address, language, vitals), and saves.
 */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, update }: UpdateUserCommand): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(UserEntity, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const loaded = donorOf(user);
      await this.apply(em, user, loaded.donor, update);
      saveDonor(em, loaded);
    });
  }

  private async apply(em: EntityManager, user: UserEntity, donor: Donor, update: UserUpdate): Promise<void> {
    switch (update.kind) {
      case 'role':
        donor.switchRole(update.values.role);
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
        donor.onboard({ ...healthDetails(values), dob: values.dob });
        user.state = await checkNigerianLocation(em, values);
        donor.declareLastDonation(values.last_donation_date, await lastConfirmedDonation(em, user.id));
        Object.assign(user, { latitude: values.latitude, longitude: values.longitude, address: values.address });
        // The schema let onboarding through only with the box ticked: blood group and genotype are health data.
        recordConsents(em, user, ['health_data']);
        return;
      }
      case 'recipient_onboarding': {
        const values = update.values;
        donor.onboardAsRecipient(healthDetails(values));
        recordConsents(em, user, ['health_data']);
        return;
      }
      case 'personal_details': {
        const values = update.values;
        const movedTo = values.latitude !== undefined || values.longitude !== undefined;
        if (movedTo && (values.latitude === undefined || values.longitude === undefined)) {
          throw ACCOUNT_ERRORS.error('lat_lng_together', {
            field: values.latitude === undefined ? 'latitude' : 'longitude',
          });
        }
        const latitude = values.latitude ?? user.latitude;
        const longitude = values.longitude ?? user.longitude;
        if (latitude !== null && longitude !== null) {
          user.state = await checkNigerianLocation(em, { latitude, longitude, state_id: values.state_id });
        }
        donor.correctPersonalDetails(
          { gender: values.gender, dob: values.dob, bloodGroup: values.blood_group, genotype: values.genotype },
          new Date(),
        );
        if (values.last_donation_date !== undefined) {
          donor.declareLastDonation(values.last_donation_date, await lastConfirmedDonation(em, user.id));
        }
        Object.assign(user, { latitude, longitude });
        if (values.address !== undefined) user.address = values.address;
        return;
      }
    }
  }
}
