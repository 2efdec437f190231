import { adminNotFound } from '../admin.errors.js';
import { APPEAL_STATUSES } from '@app/domain';
import { AppealEntity } from '@app/persistence';
import { APPEAL_POPULATE, appealSchema, appealView } from '../../appeals/index.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

/** Appeals in the console: the API shape the hospital and donors see, about no one in particular (reads unlogged). */
export const appeals: ResourceReading<AppealEntity> = {
  listing: {
    resource: 'appeals',
    entity: AppealEntity,
    id: uuidId,
    filters: {
      q: filterFields.search('reason', 'hospital.name'),
      status: filterFields.oneOf('status', APPEAL_STATUSES),
      hospital_id: filterFields.equals('hospital', uuidId),
      created_at_gte: filterFields.from('createdAt'),
      created_at_lte: filterFields.to('createdAt'),
    },
    sorts: { created_at: 'createdAt', until: 'until', units_wanted: 'unitsWanted', coming_count: 'comingCount' },
    defaultSort: ['created_at', 'DESC'],
    populate: APPEAL_POPULATE,
  },
  present: (_em, rows) => rows.map(appealView),
  schema: appealSchema,
  notFound: adminNotFound('appeal_not_found'),
  auditReads: false,
};
