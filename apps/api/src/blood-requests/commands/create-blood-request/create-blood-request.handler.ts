import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { BloodRequest, HOSPITAL_REFUSALS, type NewBloodRequest, type RequestPlace } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { assertLocationInState } from '../../../reference-data/index.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { statementsOf } from '../../../platform/sql/bound-statements.js';
import { addBloodRequest, saveBloodRequest } from '../../blood-request.repository.js';
import { assertMayOpenRequest } from '../../open-request-limit.js';
import { DonorTargeting } from '../../search/donor-targeting.js';
import { readCreationContext, requesterOf, type CreationContext } from './read-creation-context.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';
import { CreateBloodRequestCommand } from './create-blood-request.command.js';

/**
 * Where the request is: the registry's hospital (its name, state and position, whatever else the payload says), or
 * the payload's free-text hospital, state and position, checked against each other. Whether the hospital is
 * verified decides the search's reach; a suspended hospital takes no request, and with REQUIRE_VERIFIED_HOSPITAL
 * neither does one nobody verified.
 */
export const placeOf = (values: NewBloodRequest, context: CreationContext, requireVerified: boolean) => {
  let place: RequestPlace & { verified: boolean };
  if (values.hospital_id !== undefined) {
    const hospital = context.hospital;
    if (!hospital) throw BLOOD_REQUEST_ERRORS.error('hospital_unknown', { field: 'hospital_id' });
    if (hospital.status === 'suspended') throw HOSPITAL_REFUSALS.error('hospital_suspended');
    place = {
      hospital: hospital.name,
      hospitalId: values.hospital_id,
      stateId: hospital.state_id,
      latitude: hospital.latitude,
      longitude: hospital.longitude,
      verified: hospital.status === 'verified',
    };
  } else {
    const location = { latitude: values.latitude!, longitude: values.longitude!, state_id: values.state_id! };
    assertLocationInState(location, context.state_name === null ? null : { name: context.state_name });
    place = { hospital: values.hospital!, hospitalId: null, stateId: values.state_id!, ...location, verified: false };
  }
  if (requireVerified && !place.verified) throw HOSPITAL_REFUSALS.error('hospital_not_verified');
  return place;
};

/**
 * Opens the request (`BloodRequest.open`) and runs the first wave of its targeted search, then saves both with their
 * events in one transaction. A
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
      const now = new Date();
      if (!context.reason_found) throw BLOOD_REQUEST_ERRORS.error('reason_unknown', { field: 'reason_id' });
      const opened = BloodRequest.open(randomUUID(), requesterOf(requesterId, context), values, place, now);
      // Counted last, so an attempt refused for its content or for the open limit does not spend the day's budget.
      await this.rateLimits.perAccount(
        sql,
        'blood-request',
        requesterId,
        this.config.RATE_LIMIT_REQUEST_ACCOUNT,
        'api:requests.tooManyFromAccount',
      );
      const loaded = addBloodRequest(em, opened);
      const waveEvents = await this.targeting.runNextWave(em, loaded, now, place.verified);
      saveBloodRequest(em, loaded, [...opened.events, ...waveEvents]);
      return { requestId: loaded.request.id, targeted: loaded.request.newTargets.length };
    });
  }
}
