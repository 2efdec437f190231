import type { EntityManager } from '@mikro-orm/postgresql';
import type { SmsKind } from '@app/persistence';

export interface QueuedSms {
  userId: string;
  kind: SmsKind;
  /** One message per (person, event): `request-alert:<request>:<donor>`, `donation-reminder:<reminder>`... */
  dedupeKey: string;
  phoneNumber: string;
  body: string;
  /** The catalogue key and values the body is written again from at sending time, in the person's language then. */
  message?: { key: string; values: Record<string, string | number> };
}

/**
 * Writes a text message to the SMS outbox (`sms_message`) through the caller's transaction, so it exists exactly
 * when the decision that made it commits; the delivery job sends it. The id, or null when that (person, event)
 * already has its message.
 */
export const queueSms = async (em: EntityManager, sms: QueuedSms, now = new Date()): Promise<string | null> => {
  const [row] = await em.execute<{ id: string }[]>(
    `insert into sms_message (id, user_id, kind, dedupe_key, phone_number, body, message_key, message_params,
                              next_attempt_at, created_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (dedupe_key) do nothing returning id`,
    [
      sms.userId,
      sms.kind,
      sms.dedupeKey,
      sms.phoneNumber,
      sms.body,
      sms.message?.key ?? null,
      sms.message ? JSON.stringify(sms.message.values) : null,
      now,
      now,
    ],
  );
  return row?.id ?? null;
};
