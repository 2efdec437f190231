import type { AppConfig } from '@app/config';
import { refusalMessage } from '../platform/rate-limit/rate-limiter.js';
import type { RateLimits } from '../platform/rate-limit/rate-limits.js';

/**
 * A slot of the officer's wrong-code budget (`HOSPITAL_WRONG_CODE_LIMIT`), taken before a donor code is looked at:
 * the caller releases it when the code was right, so only wrong codes use the budget. Recording and the lookup before
 * it share the budget, so looking codes up is no way round it.
 */
export const reserveWrongCodeSlot = (rateLimits: RateLimits, config: AppConfig, officerId: string) => {
  const rule = config.HOSPITAL_WRONG_CODE_LIMIT;
  return rateLimits.limiter.reserve(
    `hospital-donor-code:officer:${officerId}`,
    rule,
    refusalMessage('api:hospitalWork.tooManyWrongCodes', rule),
  );
};
