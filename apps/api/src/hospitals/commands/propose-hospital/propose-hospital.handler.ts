import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { normalizePlaceName, searchPlaces, type Place } from '@app/geo';
import { HospitalEntity, StateEntity, UserEntity } from '@app/persistence';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { statementsOf } from '../../../platform/sql/bound-statements.js';
import { hospitalSearchText } from '../../hospital.view.js';
import { HOSPITAL_ERRORS } from '../../hospitals.errors.js';
import { ProposeHospitalCommand } from './propose-hospital.command.js';

/** The gazetteer's place for a town name: the exact name first (in the given state when one is), else the best hit. */
const townPlace = (town: string, stateName: string | null): Place | null => {
  const key = normalizePlaceName(town);
  const hits = searchPlaces(town, 20).filter((place) => place.kind !== 'state');
  const inState = stateName ? hits.filter((place) => place.state === stateName) : hits;
  return inState.find((place) => normalizePlaceName(place.name) === key) ?? inState[0] ?? null;
};

/**
 * "My hospital is not listed": a listed, unverified hospital at its town's position (GeoNames), usable at once and
 * waiting in the staff queue. Limited per account, since every proposal is a place requests can start from.
 */
@CommandHandler(ProposeHospitalCommand)
export class ProposeHospitalHandler implements ICommandHandler<ProposeHospitalCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ proposerId, values }: ProposeHospitalCommand) {
    return this.em.transactional(async (em) => {
      const claimed = values.state_id === undefined ? null : await em.findOne(StateEntity, values.state_id);
      if (values.state_id !== undefined && !claimed) throw HOSPITAL_ERRORS.error('town_unknown', { field: 'town' });
      const place = townPlace(values.town, claimed?.name ?? null);
      if (!place) throw HOSPITAL_ERRORS.error('town_unknown', { field: 'town' });
      const state = claimed ?? (await em.findOneOrFail(StateEntity, { name: place.state }));
      await this.rateLimits.perAccount(
        statementsOf(em),
        'hospital-proposal',
        proposerId,
        this.config.RATE_LIMIT_HOSPITAL_PROPOSAL_ACCOUNT,
        'api:hospitals.tooManyProposals',
      );
      const hospital = em.create(HospitalEntity, {
        name: values.name,
        searchText: hospitalSearchText(values.name, []),
        kind: 'general',
        address: values.address,
        town: place.name,
        lga: place.kind === 'lga' ? place.name : null,
        state,
        latitude: place.latitude,
        longitude: place.longitude,
        positionSource: 'town',
        phone: values.phone ?? null,
        source: 'proposal',
        proposedBy: em.getReference(UserEntity, proposerId),
      });
      await em.flush();
      return { hospitalId: hospital.id };
    });
  }
}
