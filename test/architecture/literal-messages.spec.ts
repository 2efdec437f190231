import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { join } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');

/** Errors a handler could throw with its message written out (npm run lint must refuse each). */
const FORBIDDEN = {
  'a domain error with a literal message': "throw new NotFoundError('Reminder not found');\n",
  'a literal message with a code': "throw new ConflictError('Already given', 'feedback_already_given');\n",
  'a template message': 'throw new InvalidInputError(`${name} is not an LGA`);\n',
  'a message constant': 'throw new NotAuthenticatedError(BAD_CREDENTIALS);\n',
  'a field error with a literal message': "throw invalidField('email', 'Email cannot be changed');\n",
  'a field error with a message constant': "throw invalidField('redirect_url', REDIRECT_NOT_OURS);\n",
  'a Nest HTTP exception with a literal message': "throw new NotFoundException('File not found');\n",
};

const ALLOWED = {
  'an error of a code table': "throw REMINDER_ERRORS.error('reminder_not_found');\n",
  'a form message that arrives as text': 'throw new InvalidInputError(issue.message, { [field]: issue.message });\n',
  'a programming error': "throw new Error('The language catalogues are missing');\n",
};

describe('no literal message thrown from a handler (npm run lint)', () => {
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

  it.each(Object.entries(FORBIDDEN))('refuses %s', (_form, text) => {
    expect(problems(text).map((problem) => problem.message)).toEqual([
      expect.stringContaining("throw from the context's code table"),
    ]);
  });

  it.each(Object.entries(ALLOWED))('allows %s', (_form, text) => {
    expect(problems(text)).toEqual([]);
  });
});
