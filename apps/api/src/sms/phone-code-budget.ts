import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@app/config';
import { PHONE_CODE_BUDGET_WARNING_SHARE } from '@app/domain';
import { composeMail, queueMail } from '@app/messaging';
import { StaffMemberEntity } from '@app/persistence';

/** The counter key of the platform's verification codes (one window of 24 hours, shared by every instance). */
export const PHONE_CODE_BUDGET_ACTION = 'phone-code';
export const PHONE_CODE_BUDGET_WINDOW_SECONDS = 24 * 3600;

/** The codes sent after which staff are warned: most of the budget, then all of it. */
export const budgetWarningPoints = (budget: number): number[] => [
  ...new Set([Math.ceil(budget * PHONE_CODE_BUDGET_WARNING_SHARE), budget]),
];

/**
 * When `sent` is one of the warning points, queues an email to every active admin in the caller's transaction (so
 * it exists exactly when the code that reached the point does); the ids of the queued mails.
 */
export const warnAdminsOfPhoneCodeBudget = async (
  em: EntityManager,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'SMS_DAILY_PHONE_CODE_BUDGET'>,
  sent: number,
): Promise<string[]> => {
  const budget = config.SMS_DAILY_PHONE_CODE_BUDGET;
  if (!budget || !budgetWarningPoints(budget).includes(sent)) return [];
  const spent = sent >= budget;
  const admins = await em.find(StaffMemberEntity, { role: 'admin', disabledAt: null });
  return admins.map((admin) =>
    queueMail(
      em,
      composeMail(
        admin.email,
        spent
          ? 'Phone verification paused: the daily budget of texts is spent'
          : `Phone verification: ${sent} of ${budget} texts of the daily budget sent`,
        `Hello ${admin.name},`,
        [
          `${sent} of the ${budget} verification codes the platform may text in 24 hours (SMS_DAILY_PHONE_CODE_BUDGET) have been sent.`,
          spent
            ? 'No more codes are sent until the 24 hours are over: people asking for one are told to try again later.'
            : 'When all of them are sent, phone verification pauses until the 24 hours are over.',
          'A sudden rise can be SMS pumping (codes asked for to numbers of the asker’s choosing, for a share of what the texts cost). If the rise is genuine, raise the budget.',
        ],
        { label: 'Open the staff console', link: `${config.PUBLIC_URL}/admin/` },
      ),
    ),
  );
};
