import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^10 (about 8 * 10^17) codes: a guesser finds none of the few thousand live ones in any number of tries we allow. */
export const LINK_CODE_LENGTH = 10;
export const LINK_CODE = new RegExp(`^[0-9A-Za-z]{${LINK_CODE_LENGTH}}$`);

/** The path of a short link; the API answers it with a redirect to the request (see FollowShortLinkController). */
export const SHORT_LINK_PATH = '/r/';
/** Where a request alert leads in the app (the notifications projector writes the same link). */
export const REQUEST_PAGE_PATH = '/app/requests?id=';
export const requestPagePath = (requestId: string) => `${REQUEST_PAGE_PATH}${encodeURIComponent(requestId)}`;

const newLinkCode = () => Array.from({ length: LINK_CODE_LENGTH }, () => BASE62[randomInt(BASE62.length)]).join('');

/**
 * The short link code of one donor's alert for a request, made on first use and kept on the target row, so the SMS
 * carries `/r/<code>` instead of the request's 36-character id (one SMS segment fewer). A clash of two random codes
 * is left to the unique index: the deciding transaction fails and the next run decides again.
 */
export const requestLinkCode = async (em: EntityManager, requestId: string, donorId: string): Promise<string> => {
  const [row] = await em.execute<{ link_code: string }[]>(
    `update blood_request_target set link_code = coalesce(link_code, ?)
      where request_id = ? and donor_id = ? returning link_code`,
    [newLinkCode(), requestId, donorId],
  );
  if (!row) throw new Error(`No alert of request ${requestId} for donor ${donorId}`);
  return row.link_code;
};

/** The request a short link leads to, or null for a code no alert carries. */
export const requestOfLinkCode = async (em: EntityManager, code: string): Promise<string | null> => {
  if (!LINK_CODE.test(code)) return null;
  const [row] = await em.execute<{ request_id: string }[]>(
    'select request_id from blood_request_target where link_code = ?',
    [code],
  );
  return row?.request_id ?? null;
};
