import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/** Props of our components and MUI's that people read or hear: their literal strings must come from a catalogue. */
const USER_FACING_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'helperText',
  'subheader',
  'primary',
  'secondary',
  'message',
  'description',
  'heading',
  'subtitle',
  'caption',
  'emptyText',
  'emptyTitle',
  'actionLabel',
  'confirmLabel',
  'cancelLabel',
  'text',
];

/** One check of a record id (see the block that applies them). */
const RECORD_ID_RULES = [
  {
    selector: 'Literal[regex.pattern=/\\{8\\}-|\\{36\\}/]',
    message: 'A uuid pattern: use isUuid or uuidId from @app/domain.',
  },
  {
    selector: 'Literal[value=/\\{8\\}-|\\{36\\}/]',
    message: 'A uuid pattern: use isUuid or uuidId from @app/domain.',
  },
  {
    selector: 'ImportSpecifier[imported.name=/^(ParseUUIDPipe|ParseIntPipe|isUUID|IsUUID)$/]',
    message: 'Validate a path id with @ValidParam (apps/api/src/platform/http/validation.ts).',
  },
  {
    selector: "Decorator > CallExpression[callee.name='Param'][arguments.0.value=/(^id|Id)$/]",
    message: "A path id: @ValidParam('id', () => ERRORS.error('<record>_not_found')), never @Param.",
  },
];

const ERROR_CLASSES =
  '/^(Domain|InvalidInput|NotAuthenticated|Forbidden|NotFound|Conflict|TooManyRequests|ServiceUnavailable)Error$|Exception$/';
/** A message argument written out: a string, a template, a concatenation, or a constant (`X` or `X.y`) holding one. */
const writtenOut = (argument) => [
  `[${argument}.type=/^(Literal|TemplateLiteral|BinaryExpression)$/]`,
  `[${argument}.name=/^[A-Z][A-Z0-9_]*$/]`,
  `[${argument}.object.name=/^[A-Z][A-Z0-9_]*$/]`,
];
const CODE_TABLE =
  "A literal message: throw from the context's code table (<context>.errors.ts), e.g. ERRORS.error('code').";
/** An English sentence: a capital, then words (keys such as 'api:x.y' and codes such as 'officer' are not). */
const SENTENCE = '/^[A-Z][^:]* /';

/**
 * Messages for people written out in English rather than by catalogue key: errors and HTTP exceptions (from a code
 * table instead), success replies, the rate limiter's refusals and a path id's 404.
 */
const LITERAL_MESSAGE_RULES = [
  {
    selector: writtenOut('arguments.0')
      .map((argument) => `NewExpression[callee.name=${ERROR_CLASSES}]${argument}`)
      .join(', '),
    message: CODE_TABLE,
  },
  {
    selector: writtenOut('arguments.1')
      .map((argument) => `CallExpression[callee.name='invalidField']${argument}`)
      .join(', '),
    message: CODE_TABLE,
  },
  {
    // Anywhere in the call, so a sentence chosen by a condition or built inside it is refused too.
    selector: [
      `CallExpression[callee.name='reply'] Literal[value=${SENTENCE}]`,
      `CallExpression[callee.name='reply'] TemplateElement[value.raw=${SENTENCE}]`,
    ].join(', '),
    message: "A literal reply sentence: reply(data, { key: 'api:…' }) with the sentence in libs/i18n/catalogues.",
  },
  {
    selector: [
      `CallExpression[callee.property.name=/^(consume|reserve|perIp|perAccount|platformWide)$/] Literal[value=${SENTENCE}]`,
      `CallExpression[callee.property.name=/^(consume|reserve|perIp|perAccount|platformWide)$/] TemplateElement[value.raw=${SENTENCE}]`,
    ].join(', '),
    message: "A literal rate-limit message: give its catalogue key (refusalMessage('api:…', rule)).",
  },
  {
    selector: writtenOut('arguments.1')
      .map((argument) => `CallExpression[callee.name='ValidParam']${argument}`)
      .join(', '),
    message: "A literal 404 message: @ValidParam('id', () => ERRORS.error('<record>_not_found')).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'dist-tools/**',
      '.test-builds/**',
      '.data/**',
      'coverage/**',
      '**/artifacts/**',
      'libs/geo/src/data/**',
      'web-user/src/lib/api-schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        self: 'readonly',
        clients: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Rate limits, storage and the database answer asynchronously: a promise nobody awaits neither enforces its
    // rule nor reports its failure (and an unhandled rejection stops the process).
    files: ['apps/**/*.ts', 'libs/**/*.ts', 'tools/**/*.ts'],
    ignores: ['**/*.spec.ts', 'libs/testing/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // One check of a record id: uuidId / integerId / isUuid in libs/domain, and @ValidParam for a path id (the
    // record's 404 for an id of another shape). A copied regex or another pipe would drift from it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    // The rule's own test spells out what it refuses.
    ignores: ['test/architecture/record-ids.spec.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...RECORD_ID_RULES],
    },
  },
  {
    // Errors speak by code: a handler throws from its context's code table (`<context>.errors.ts`: code, kind,
    // catalogue key), so every reply is translated by key. A literal message would reach people in English only.
    files: ['apps/api/src/**/*.ts', 'libs/domain/src/**/*.ts', 'libs/auth/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...RECORD_ID_RULES, ...LITERAL_MESSAGE_RULES],
    },
  },
  {
    // The domain is shared by the API, the projectors and both web apps: it must not depend on a framework.
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@nestjs/*',
            '@mikro-orm/*',
            'fastify',
            'kafkajs',
            'react',
            'node:*',
            '@app/persistence',
            '@app/messaging',
          ],
        },
      ],
    },
  },
  {
    // The user app reaches the API only through the client typed by the generated OpenAPI document
    // (web-user/src/lib/api-client.ts): a path, parameter or body the API does not have then fails the type check.
    files: ['web-user/src/**/*.{ts,tsx}'],
    ignores: ['web-user/src/lib/api-client.ts', 'web-user/src/**/*.test.{ts,tsx}', 'web-user/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'openapi-fetch', message: 'Call the API with api / silentApi from @/lib/api-client.' },
      ],
      'no-restricted-syntax': [
        'error',
        ...RECORD_ID_RULES,
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Call the API with api / silentApi from @/lib/api-client, typed by the generated schema.',
        },
        {
          selector:
            'MemberExpression[object.name=/^(api|silentApi)$/][property.name=/^(get|post|put|patch|delete|request)$/]',
          message: "The untyped client is gone: api.GET('/v1/...', { params, body }) with a documented path.",
        },
        {
          selector:
            'CallExpression[callee.object.name=/^(api|silentApi)$/][callee.property.name=/^[A-Z]+$/][arguments.0.type!="Literal"]',
          message: 'Give the documented path as written in the schema (/v1/x/{id}); its values go in params.path.',
        },
        {
          selector:
            'TemplateLiteral[quasis.0.value.raw=/^\\/v1\\//], Literal[value=/^\\/v1\\//]:not(TSLiteralType > Literal):not(CallExpression[callee.object.name=/^(api|silentApi)$/] > Literal.arguments)',
          message: 'An API path outside the typed client: call it with api / silentApi from @/lib/api-client.',
        },
      ],
    },
  },
  {
    // Every text a person sees in the user app comes from a catalogue (libs/i18n/catalogues): JSX text, string
    // expressions in JSX children, and the attributes above. Styling, keys, ids, routes and variants are not text.
    files: ['web-user/src/**/*.tsx'],
    ignores: ['web-user/src/**/*.test.tsx', 'web-user/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': { include: USER_FACING_ATTRIBUTES, exclude: ['.*'] },
          'jsx-components': { exclude: ['Trans'] },
          // Punctuation, digits, CONSTANTS, single lower-case identifiers (variants, slots) and catalogue keys
          // ("routes:chart", "states.loading" given to an aliased t) are not text.
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~\\s•·–—…₦©]+',
              '[A-Z_-]+',
              '[a-z][a-zA-Z0-9_]*',
              '[a-z-]+:[a-zA-Z0-9_.]+',
              '[a-z][a-zA-Z0-9_]*(\\.[a-zA-Z0-9_]+)+',
            ],
          },
        },
      ],
    },
  },
  {
    // Pages owned by the other helpers of this round, translated in their own branches (issue 10): each entry goes
    // once its translated version is merged, so that the rule then covers every page.
    files: ['web-user/src/features/dashboard/**/*.tsx'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
