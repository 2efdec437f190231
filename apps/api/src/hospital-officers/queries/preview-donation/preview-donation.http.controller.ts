import { Controller, Get, Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { normalizeDonorCode, refusal } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { DONOR_NAME_SQL } from '../../officer-request.view.js';
import { reserveWrongCodeSlot } from '../../wrong-code-limit.js';

const previewQuery = z.object({
  code: z
    .string({ error: 'Enter the donor code' })
    .trim()
    .min(1, 'Enter the donor code')
    .max(20, 'Enter the donor code'),
});

const donationPreviewSchema = z.object({
  donor_name: z.string().describe('first name and last initial'),
  patient_name: z.string().nullable().describe("the request's patient; null for a donor who came for an appeal"),
  appeal_id: z.string().nullable(),
  request_id: z.string().nullable(),
});
type DonationPreview = z.output<typeof donationPreviewSchema>;

/**
 * Whom a donor code stands for at the officer's hospital, shown before the donation is recorded: a request's match
 * (not one the hospital recorded already: recording it again is refused too) or a response to one of its appeals
 * (not a cancelled one). Names only, never a way to reach the donor.
 */
@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/donations/preview')
export class PreviewDonationController {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Who a donor code belongs to, before recording the donation',
    description:
      "An unknown or other hospital's code is a 404 and counts against the same wrong-code limit as recording " +
      '(`HOSPITAL_WRONG_CODE_LIMIT`), past which the route answers 429.',
  })
  @ApiReply(donationPreviewSchema)
  @ApiErrors(400, 401, 404, 429)
  async preview(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @ValidQuery(previewQuery) query: z.output<typeof previewQuery>,
  ) {
    const slot = await reserveWrongCodeSlot(this.rateLimits, this.config, officer.id);
    const code = normalizeDonorCode(query.code);
    const [found] = code ? await this.find(officer.hospitalId, code) : [];
    if (!found) throw refusal('donor_code_unknown');
    await slot.release();
    return reply(found);
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
