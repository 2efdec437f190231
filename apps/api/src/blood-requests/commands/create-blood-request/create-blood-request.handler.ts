import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, Command } from '@nestjs/cqrs';
import { NotFoundError } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { BloodRequestCreated } from '@app/contracts';
import {
  BLOOD_REQUEST_MESSAGES,
  HOSPITAL_MESSAGES,
  HospitalRefusedError,
  InvalidInputError,
  invalidField,
  type NewBloodRequest,
} from '@app/domain';
import { recordEvent } from '@app/messaging';
import { BloodRequestEntity, HospitalEntity, ReasonEntity, StateEntity, UserEntity } from '@app/persistence';
import { assertLocationInState } from '../../../reference-data/nigerian-location.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { statementsOf } from '../../../platform/sql/bound-statements.js';
import { assertMayOpenRequest } from '../../open-request-limit.js';
import { DonorTargeting } from '../../search/donor-targeting.js';
import { readCreationContext, type CreationContext } from './read-creation-context.js';

/**
 * Where the request is: the registry's hospital (its name, state and position, whatever else the payload says), or
 * the payload's free-text hospital, state and position, checked against each other. Whether the hospital is
 * verified decides the search's reach; a suspended hospital takes no request, and with REQUIRE_VERIFIED_HOSPITAL
 * neither does one nobody verified.
 */
const placeOf = (values: NewBloodRequest, context: CreationContext, requireVerified: boolean) => {
  let place: { hospital: string; stateId: number; latitude: number; longitude: number; verified: boolean };
  if (values.hospital_id !== undefined) {
    const hospital = context.hospital;
    if (!hospital) throw invalidField('hospital_id', HOSPITAL_MESSAGES.hospitalNotFound);
    if (hospital.status === 'suspended') throw new HospitalRefusedError('hospital_suspended');
    place = {
      hospital: hospital.name,
      stateId: hospital.state_id,
      latitude: hospital.latitude,
      longitude: hospital.longitude,
      verified: hospital.status === 'verified',
    };
  } else {
    const location = { latitude: values.latitude!, longitude: values.longitude!, state_id: values.state_id! };
    assertLocationInState(location, context.state_name === null ? null : { name: context.state_name });
    place = { hospital: values.hospital!, stateId: values.state_id!, ...location, verified: false };
  }
  if (requireVerified && !place.verified) throw new HospitalRefusedError('hospital_not_verified');
  return place;
};

export class CreateBloodRequestCommand extends Command<{ requestId: string; targeted: number }> {
  constructor(
    readonly requesterId: string,
    readonly values: NewBloodRequest,
  ) {
    super();
  }
}

/**
 * Saves the request and runs the first wave of the targeted search in the same transaction, with their events. A
 * requester with REQUESTS_OPEN_PER_ACCOUNT open requests, or who created RATE_LIMIT_REQUEST_ACCOUNT of them in its
 * window, is refused (429 with Retry-After).
 */
@CommandHandler(CreateBloodRequestCommand)
export class CreateBloodRequestHandler implements ICommandHandler<CreateBloodRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly targeting: DonorTargeting,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ requesterId, values }: CreateBloodRequestCommand) {
    return this.em.transactional(async (em) => {
      const sql = statementsOf(em);
      const context = await readCreationContext(sql, requesterId, values);
      if (!context) throw NotFoundError.findOneFailed(UserEntity.name, { id: requesterId });
      await assertMayOpenRequest(sql, requesterId, {
        max: this.config.REQUESTS_OPEN_PER_ACCOUNT,
        expiryHours: this.config.REQUEST_EXPIRY_HOURS,
      });
      const place = placeOf(values, context, this.config.REQUIRE_VERIFIED_HOSPITAL);
      if (!context.reason_found)
        throw new InvalidInputError(BLOOD_REQUEST_MESSAGES.reasonEmpty, {
          reason_id: BLOOD_REQUEST_MESSAGES.reasonEmpty,
        });
      const self = values.recipient === 'self';
      const gender = values.gender ?? (self ? context.gender : null);
      const bloodGroup = values.blood_group ?? (self ? context.blood_group : null);
      const missing: Record<string, string> = {};
      if (!gender) missing.gender = BLOOD_REQUEST_MESSAGES.genderEmpty;
      if (!bloodGroup) missing.blood_group = BLOOD_REQUEST_MESSAGES.bloodGroupEmpty;
      if (!gender || !bloodGroup) throw new InvalidInputError(Object.values(missing)[0]!, missing);
      // Counted last, so an attempt refused for its content or for the open limit does not spend the day's budget.
      await this.rateLimits.perAccount(
        sql,
        'blood-request',
        requesterId,
        this.config.RATE_LIMIT_REQUEST_ACCOUNT,
        (hours) => `Too many blood requests from your account, please try again within ${hours} hours`,
      );
      const now = new Date();
      // References by id: the rows were read above, and nothing of them is changed or needed as entities.
      const request = em.create(BloodRequestEntity, {
        requester: em.getReference(UserEntity, requesterId),
        recipient: values.recipient,
        firstName: self ? context.first_name : values.first_name!,
        lastName: self ? context.last_name : values.last_name!,
        phoneNumber: self ? null : values.phone_number,
        gender,
        bloodGroup,
        reason: em.getReference(ReasonEntity, values.reason_id),
        reasonText: values.reason ?? null,
        units: values.units,
        neededAt: values.date,
        hospital: place.hospital,
        hospitalRef: values.hospital_id === undefined ? null : em.getReference(HospitalEntity, values.hospital_id),
        physician: values.physician,
        state: em.getReference(StateEntity, place.stateId),
        latitude: place.latitude,
        longitude: place.longitude,
        createdAt: now,
      });
      recordEvent(em, BloodRequestCreated, request.id, {
        request_id: request.id,
        recipient_user_id: requesterId,
        blood_group: bloodGroup,
        units: values.units,
        hospital: place.hospital,
        hospital_id: values.hospital_id ?? null,
        state_id: place.stateId,
        latitude: place.latitude,
        longitude: place.longitude,
        needed_at: values.date.toISOString(),
      });
      // The request row must exist before targets reference it.
      await em.flush();
      const targeted = await this.targeting.runNextWave(em, request, now, place.verified);
      return { requestId: request.id, targeted: targeted.length };
    });
  }
}
