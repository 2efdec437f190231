import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { join } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');

/** The code a file may hold about record ids (npm run lint), each form alone in a file of its own. */
const FORBIDDEN = {
  'a copied uuid regex': 'export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;\n',
  'a loose uuid regex': 'export const UUID = /^[0-9a-f-]{36}$/i;\n',
  'a uuid pattern built from text': "export const UUID = new RegExp('^[0-9A-F]{8}-[0-9A-F]{4}');\n",
  "Nest's ParseUUIDPipe": "import { ParseUUIDPipe } from '@nestjs/common';\nexport const pipe = ParseUUIDPipe;\n",
  "Nest's ParseIntPipe": "import { ParseIntPipe } from '@nestjs/common';\nexport const pipe = ParseIntPipe;\n",
  'a path id read by @Param':
    "import { Param } from '@nestjs/common';\nexport class C {\n  get(@Param('id') id: string) {\n    return id;\n  }\n}\n",
  'a named path id read by @Param':
    "import { Param } from '@nestjs/common';\nexport class C {\n  get(@Param('matchId') id: string) {\n    return id;\n  }\n}\n",
};

const ALLOWED =
  "import { Param } from '@nestjs/common';\nimport { integerId } from '@app/domain';\n" +
  "import { ValidParam } from '../../apps/api/src/platform/http/validation.js';\n" +
  'export const DAY = /^\\d{4}-\\d{2}-\\d{2}$/;\n' +
  'export class C {\n' +
  "  get(@ValidParam('id', () => ERRORS.error('article_not_found'), integerId) id: number, @Param('ref') ref: string) {\n" +
  '    return [id, ref];\n  }\n}\n';

describe('one check of a record id (npm run lint)', () => {
  let eslint: ESLint;
  const problems = async (text: string) => {
    const [result] = await eslint.lintText(text, { filePath: join(REPO, 'test/architecture/record-ids.probe.ts') });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
  };
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO });
  });

  it.each(Object.entries(FORBIDDEN))('refuses %s', async (_form, text) => {
    expect(await problems(text)).toHaveLength(1);
  });

  it('lets @ValidParam, the domain shapes and other patterns and parameters pass', async () => {
    expect(await problems(ALLOWED)).toEqual([]);
  });
});
