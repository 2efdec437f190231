import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { join } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');

const CODE_TABLE = "throw from the context's code table";
const REPLY = 'A literal reply sentence';
const RATE_LIMIT = 'A literal rate-limit message';
const NOT_FOUND = 'A literal 404 message';

/** Messages for people written out in English (npm run lint must refuse each, with the way to do it instead). */
const FORBIDDEN: Record<string, [string, string]> = {
  'a domain error with a literal message': ["throw new NotFoundError('Reminder not found');\n", CODE_TABLE],
  'a literal message with a code': [
    "throw new ConflictError('Already given', 'feedback_already_given');\n",
    CODE_TABLE,
  ],
  'a template message': ['throw new InvalidInputError(`${name} is not an LGA`);\n', CODE_TABLE],
  'a message constant': ['throw new NotAuthenticatedError(BAD_CREDENTIALS);\n', CODE_TABLE],
  'a message of a constant group': ['throw new NotFoundError(ADMIN_MESSAGES.userNotFound);\n', CODE_TABLE],
  'a field error with a literal message': ["throw invalidField('email', 'Email cannot be changed');\n", CODE_TABLE],
  'a field error with a message constant': ["throw invalidField('redirect_url', REDIRECT_NOT_OURS);\n", CODE_TABLE],
  'a field error with a message of a constant group': [
    "throw invalidField('location', PROFILE_MESSAGES.locationOutsideNigeria);\n",
    CODE_TABLE,
  ],
  'a Nest HTTP exception with a literal message': ["throw new NotFoundException('File not found');\n", CODE_TABLE],
  'a reply with a literal sentence': [
    "reply(await this.commands.execute(new VerifyTotp(body, ip)), 'Signed in');\n",
    REPLY,
  ],
  'a reply sentence chosen by a condition': [
    "reply(result, 'url' in result ? 'Proceed to payment' : 'Send the amount shown to the address');\n",
    REPLY,
  ],
  'a reply sentence built from a template': ['reply(status, `Your phone number ${number} is verified`);\n', REPLY],
  "a limiter's refusal written out": [
    'limiter.reserve(key, rule, `Too many wrong donor codes, please try again within ${minutes} minutes`);\n',
    RATE_LIMIT,
  ],
  "a per-account limit's sentence": [
    "this.rateLimits.perAccount(sql, 'x', id, rule, (hours) => `Too many proposals, wait ${hours} hours`);\n",
    RATE_LIMIT,
  ],
  "a platform budget's sentence": [
    "this.rateLimits.platformWide(sql, 'phone-code', rule, 'Phone verification is paused for now');\n",
    RATE_LIMIT,
  ],
  "a path id's 404 written out": [
    "class C {\n  close(@ValidParam('id', 'Request not found') id: string) {}\n}\n",
    NOT_FOUND,
  ],
  "a path id's 404 as a constant": ["class C {\n  close(@ValidParam('id', NOT_FOUND) id: string) {}\n}\n", NOT_FOUND],
};

const ALLOWED = {
  'an error of a code table': "throw REMINDER_ERRORS.error('reminder_not_found');\n",
  'a form message that arrives as text': 'throw new InvalidInputError(issue.message, { [field]: issue.message });\n',
  'a programming error': "throw new Error('The language catalogues are missing');\n",
  'a reply by key':
    "reply(await this.commands.execute(new LogIn(body, ip, 'officer')), { key: 'api:staffSignIn.signedIn' });\n",
  "a reply's key chosen by a condition":
    "reply(status, on ? { key: 'api:phone.smsAlertsOn' } : { key: 'api:phone.smsAlertsOff' });\n",
  "a limiter's refusal by key":
    "limiter.reserve(key, rule, refusalMessage('api:hospitalWork.tooManyWrongCodes', rule));\n",
  "a per-account limit's key":
    "this.rateLimits.perAccount(sql, 'phone-code', id, rule, 'api:phone.tooManyCodesForAccount');\n",
  "a path id's 404 from a code table":
    "class C {\n  close(@ValidParam('id', () => ERRORS.error('request_not_found')) id: string) {}\n}\n",
  // Machines and operators read it; api-messages.spec holds each such text to its NOT_FOR_PEOPLE list.
  "an operator's reply": "operatorReply(health, 'Healthy');\n",
};

describe('no message for people written out in English in the API (npm run lint)', () => {
  let rule: Linter.RuleEntry;
  const problems = (text: string) =>
    new Linter()
      .verify(text, [{ languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': rule } }])
      .filter((message) => message.ruleId === 'no-restricted-syntax');

  beforeAll(async () => {
    // The repo's own configuration for a handler, so the test fails if the rule is dropped or scoped away.
    const config = (await new ESLint({ cwd: REPO }).calculateConfigForFile(
      join(REPO, 'apps/api/src/reminders/commands/delete-reminder/delete-reminder.handler.ts'),
    )) as { rules: Record<string, Linter.RuleEntry> };
    rule = config.rules['no-restricted-syntax']!;
  });

  it.each(Object.entries(FORBIDDEN))('refuses %s', (_form, [text, instead]) => {
    const messages = problems(text).map((problem) => problem.message);
    expect(messages).not.toEqual([]);
    expect(messages.filter((message) => !message.includes(instead))).toEqual([]);
  });

  it.each(Object.entries(ALLOWED))('allows %s', (_form, text) => {
    expect(problems(text)).toEqual([]);
  });
});
