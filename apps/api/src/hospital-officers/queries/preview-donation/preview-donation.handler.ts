import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { normalizeDonorCode, refusal } from '@app/domain';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { DONOR_NAME_SQL } from '../../officer-request.view.js';
import { reserveWrongCodeSlot } from '../../wrong-code-limit.js';
import { PreviewDonationQuery } from './preview-donation.query.js';
import type { DonationPreview } from './preview-donation.response.dto.js';

@QueryHandler(PreviewDonationQuery)
export class PreviewDonationHandler implements IQueryHandler<PreviewDonationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ officer, code: given }: PreviewDonationQuery): Promise<DonationPreview> {
    const slot = await reserveWrongCodeSlot(this.rateLimits, this.config, officer.id);
    const code = normalizeDonorCode(given);
    const [found] = code ? await this.find(officer.hospitalId, code) : [];
    if (!found) throw refusal('donor_code_unknown');
    await slot.release();
    return found;
  }

  private find(hospitalId: string, code: string) {
    return this.em.fork().execute<DonationPreview[]>(
      `select ${DONOR_NAME_SQL} as donor_name,
              trim(r.first_name || ' ' || r.last_name) as patient_name, null as appeal_id, r.id as request_id
         from donation_match m join blood_request r on r.id = m.request_id join app_user u on u.id = m.donor_id
        where m.donor_code = ? and r.hospital_id = ? and m.confirmed_by is distinct from 'hospital'
       union all
       select ${DONOR_NAME_SQL}, null, a.id, null
         from appeal_response ar join appeal a on a.id = ar.appeal_id join app_user u on u.id = ar.donor_id
        where ar.donor_code = ? and a.hospital_id = ? and ar.status <> 'cancelled'
        limit 1`,
      [code, hospitalId, code, hospitalId],
    );
  }
}
