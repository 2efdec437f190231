import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { hospitalSchema } from '../../hospital.view.js';
import { SearchHospitalsQuery } from './search-hospitals.query.js';

const NEAR_MESSAGE = 'near must be latitude,longitude';

const hospitalsQuery = z
  .object({
    q: z.string().trim().max(100, 'q is too long').optional(),
    near: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return undefined;
        const [latitude, longitude, ...rest] = value.split(',').map((part) => Number(part.trim()));
        const valid =
          rest.length === 0 &&
          Number.isFinite(latitude) &&
          Number.isFinite(longitude) &&
          Math.abs(latitude!) <= 90 &&
          Math.abs(longitude!) <= 180;
        if (valid) return { latitude: latitude!, longitude: longitude! };
        ctx.addIssue({ code: 'custom', message: NEAR_MESSAGE });
        return z.NEVER;
      }),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((query) => (query.q?.length ?? 0) >= 2 || query.near !== undefined, {
    message: 'Type at least 2 letters of the hospital name',
    path: ['q'],
  });

@ApiTags('hospitals')
@ApiBearerAuth()
@Controller('hospitals')
export class SearchHospitalsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Search the hospital registry',
    description:
      'By name or alias (case- and accent-insensitive; every word must match), nearest first when `near=lat,lng` ' +
      'is given. Suspended hospitals are left out; `verified` says whether staff verified the hospital.',
  })
  @ApiReply(z.object({ hospitals: z.array(hospitalSchema) }))
  @ApiErrors(400, 401)
  async search(@ValidQuery(hospitalsQuery) query: z.output<typeof hospitalsQuery>) {
    return reply({ hospitals: await this.queries.execute(new SearchHospitalsQuery(query)) });
  }
}
