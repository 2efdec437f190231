import { errorTable } from '@app/domain';

/** The refusals of the parts every context shares, by code. */
export const PLATFORM_ERRORS = errorTable({
  storage_unavailable: { kind: 'service_unavailable', key: 'api:files.storageUnavailable' },
});
