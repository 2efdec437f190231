import { describe, expect, it } from '@jest/globals';
import { SegmentedMessage } from 'sms-segments-calculator';
import { NIGERIAN_STATES, NIGERIAN_TOWNS } from '@app/geo';
import { LANGUAGE_CODES } from '@app/i18n';
import { LINK_CODE_LENGTH, SHORT_LINK_PATH } from './short-links/request-short-link.js';
import { smsText } from './sms-texts.js';

const longest = (names: readonly string[]) => names.reduce((a, b) => (b.length > a.length ? b : a));

/** An alert as long as one can be: the longest place name (a town, or the state when no town is near). */
const longestAlert = (language: string) =>
  smsText(language, 'sms:requestAlert', {
    bloodGroup: 'AB+',
    town: longest([...NIGERIAN_TOWNS.map((town) => town.name), ...NIGERIAN_STATES]),
    link: `https://bloodmatch.ng${SHORT_LINK_PATH}${'x'.repeat(LINK_CODE_LENGTH)}`,
  });

describe('the request alert SMS', () => {
  it('takes at most two segments in every language, with the default PUBLIC_URL', () => {
    const segments = Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, new SegmentedMessage(longestAlert(language)).segmentsCount]),
    );
    // English and Pidgin are plain GSM-7 (160 characters); Hausa, Yoruba and Igbo letters make it Unicode (2 x 67).
    expect(segments).toEqual({ en: 1, pcm: 1, ha: 2, yo: 2, ig: 2 });
  });
});
