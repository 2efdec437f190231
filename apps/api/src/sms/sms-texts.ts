import { DEFAULT_LANGUAGE, isLanguageCode } from '@app/i18n';
import { translatorFor } from '@app/i18n/node';

/** Every SMS text, by its key in the `sms` catalogue; each ends by saying replies are not read. */
type SmsTexts = {
  'sms:phoneCode': { code: string; minutes: number };
  'sms:requestAlert': { bloodGroup: string; town: string; link: string };
  'sms:donationReminder': { hospital: string; link: string };
  'sms:appealAlert': { hospital: string; bloodGroups: string; link: string };
};

/** The text in the person's language (English when their account names none we have). */
export const smsText = <Key extends keyof SmsTexts>(language: string | null, key: Key, values: SmsTexts[Key]) =>
  translatorFor(isLanguageCode(language) ? language : DEFAULT_LANGUAGE)(
    key as string,
    values as Record<string, string | number>,
  );

/**
 * A text to queue: its words in the person's language now, and its key and values, so the delivery job writes it
 * in the language the person has when it is sent.
 */
export const smsMessage = <Key extends keyof SmsTexts>(language: string | null, key: Key, values: SmsTexts[Key]) => ({
  body: smsText(language, key, values),
  message: { key: key as string, values: values as Record<string, string | number> },
});
