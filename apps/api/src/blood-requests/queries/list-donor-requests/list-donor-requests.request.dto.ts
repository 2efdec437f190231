import { z } from 'zod';
import { BLOOD_GROUPS, GENDERS, isBlank } from '@app/domain';
import { pageQuery } from '../../../platform/http/replies.js';

const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

export const donorRequestsQuery = pageQuery.extend({
  blood_group: z.preprocess(blankToUndefined, z.enum(BLOOD_GROUPS, { error: 'Unknown blood group' }).optional()),
  gender: z.preprocess(blankToUndefined, z.enum(GENDERS, { error: 'Gender must be Male or Female' }).optional()),
});
