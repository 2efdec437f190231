import { describe, expect, it } from '@jest/globals';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isNigerianMobile } from '@app/domain';

/**
 * The domain keeps its own copy of the Nigerian mobile ranges (the user app ships the domain, and the library's
 * metadata for every country would weigh on each page): every four-digit start is judged alike by both.
 */
describe('Nigerian mobile ranges', () => {
  it("agree with libphonenumber's type MOBILE for every number start", () => {
    const disagreements: string[] = [];
    for (let start = 7000; start <= 9999; start++)
      for (const rest of ['000000', '555555', '999999']) {
        const national = `${start}${rest}`;
        const library = parsePhoneNumberFromString(`+234${national}`)?.getType() === 'MOBILE';
        if (isNigerianMobile(`234${national}`) !== library) disagreements.push(`${national}: library ${library}`);
      }
    expect(disagreements).toEqual([]);
  });
});
