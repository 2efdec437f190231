import { Controller, Get } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import {
  DONOR_REQUEST_COLUMNS,
  DONOR_REQUEST_JOINS,
  donorRequestSchema,
  toDonorRequestView,
  type DonorRequestRow,
} from '../../donor-request.view.js';
import { dayString } from '../../recipient-request.view.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';

export const donorMatchSchema = z.object({
  id: z.string(),
  status: z.enum(['accepted', 'confirmed', 'no_show']),
  attempted: z.boolean(),
  date: z.string().describe('when you accepted'),
  donated_on: z.string().nullable(),
  donor_code: z
    .string()
    .nullable()
    .describe('the code you give at the blood bank (normalized; shown as ABC-234); null for older matches'),
  contact_phone: z
    .string()
    .nullable()
    .describe(
      "the number to call about the donation (another recipient's, else the requester's); null after a no-show",
    ),
  request: donorRequestSchema,
});

type MatchRow = DonorRequestRow & {
  match_id: string;
  match_status: 'accepted' | 'confirmed' | 'no_show';
  attempted_at: Date | null;
  accepted_at: Date;
  donated_on: string | null;
  donor_code: string | null;
  confirmed_by: 'recipient' | 'hospital' | null;
  contact_phone: string;
};

/**
 * A donor's matches with their requests. Once a donor accepted, and until the donation is confirmed, they may call
 * about it (spec 2.4: the phone appears as a call link after accepting), as the recipient may call them; the feed
 * never shows a phone.
 */
export const donorMatchesSql = (where: string) => `
  select ${DONOR_REQUEST_COLUMNS}, null::float8 as distance_km, m.id as match_id, m.status as match_status,
         m.attempted_at, m.created_at as accepted_at, m.donated_on, m.donor_code, m.confirmed_by,
         coalesce(r.phone_number, o.phone_number) as contact_phone, count(*) over ()::int as total
    from donation_match m
    join blood_request r on r.id = m.request_id
    ${DONOR_REQUEST_JOINS}
   where m.donor_id = ? ${where}`;

export const toDonorMatchView = (row: MatchRow) => ({
  id: row.match_id,
  status: row.match_status,
  attempted: row.attempted_at !== null,
  date: new Date(row.accepted_at).toISOString(),
  donated_on: dayString(row.donated_on),
  donor_code: row.donor_code,
  contact_phone: row.match_status === 'accepted' ? row.contact_phone : null,
  request: toDonorRequestView(row),
});

export const loadDonorMatch = async (em: EntityManager, donorId: string, requestId: string) => {
  const rows = await em.execute<MatchRow[]>(donorMatchesSql('and m.request_id = ?'), [donorId, requestId]);
  return rows[0] ? toDonorMatchView(rows[0]) : null;
};

export type DonorMatchRow = MatchRow;

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class DonorMatchController {
  constructor(private readonly em: EntityManager) {}

  @Get(':id/match')
  @ApiOperation({ summary: 'Your match for a request you accepted' })
  @ApiReply(z.object({ match: donorMatchSchema }))
  @ApiErrors(401, 404)
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) id: string,
  ) {
    const match = await loadDonorMatch(this.em.fork(), user.id, id);
    if (!match) throw BLOOD_REQUEST_ERRORS.error('not_accepted');
    return reply({ match });
  }
}
