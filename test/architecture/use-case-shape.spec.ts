import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkUseCaseShape } from '../../scripts/check-use-case-shape.mjs';

const REPO = join(import.meta.dirname, '..', '..');
const FOLDER = 'apps/api/src/reminders/commands/delete-reminder';

/** A use-case folder in shape: command, handler, controller that dispatches, a DTO and a reader. */
const GOOD: Record<string, string> = {
  [`${FOLDER}/delete-reminder.command.ts`]:
    "import { Command } from '@nestjs/cqrs';\n" +
    'export class DeleteReminderCommand extends Command<void> {\n  constructor(readonly id: string) {\n    super();\n  }\n}\n',
  [`${FOLDER}/delete-reminder.handler.ts`]:
    "import { CommandHandler } from '@nestjs/cqrs';\nimport { EntityManager } from '@mikro-orm/postgresql';\n" +
    "import { DeleteReminderCommand } from './delete-reminder.command.js';\nimport { readReminder } from './read-reminder.js';\n" +
    '@CommandHandler(DeleteReminderCommand)\nexport class DeleteReminderHandler {\n' +
    '  constructor(private readonly em: EntityManager) {}\n  execute() {\n    return readReminder(this.em);\n  }\n}\n',
  [`${FOLDER}/read-reminder.ts`]: 'export const readReminder = (em: unknown) => em;\n',
  [`${FOLDER}/delete-reminder.request.dto.ts`]: 'export const body = {};\n',
  [`${FOLDER}/delete-reminder.http.controller.ts`]:
    "import { Controller, Delete } from '@nestjs/common';\nimport { CommandBus } from '@nestjs/cqrs';\n" +
    "import { DeleteReminderCommand } from './delete-reminder.command.js';\n" +
    "@Controller('reminders')\nexport class DeleteReminderController {\n" +
    '  constructor(private readonly commands: CommandBus) {}\n' +
    "  @Delete(':id')\n  remove() {\n    return this.commands.execute(new DeleteReminderCommand('x'));\n  }\n}\n",
  'apps/api/src/reminders/jobs/reminder.jobs.ts': "import { EntityManager } from '@mikro-orm/postgresql';\n",
};

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** The checker's lines for the good tree changed by `edits` (a null removes a file). */
function check(edits: Record<string, string | null> = {}): string[] {
  root = mkdtempSync(join(tmpdir(), 'use-case-shape-'));
  for (const [path, text] of Object.entries({ ...GOOD, ...edits })) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return checkUseCaseShape(root);
}

const controller = GOOD[`${FOLDER}/delete-reminder.http.controller.ts`]!;

/** The same controller made per declaration by a factory (its path is a decorator argument). */
const factory =
  "import { Controller, Delete } from '@nestjs/common';\nimport { CommandBus } from '@nestjs/cqrs';\n" +
  "import { DeleteReminderCommand } from './delete-reminder.command.js';\n" +
  'export const reminderController = (path: string) => {\n' +
  '  @Controller(path)\n  class ReminderController {\n' +
  '    constructor(private readonly commands: CommandBus) {}\n' +
  "    @Delete(':id')\n    remove() {\n      return this.commands.execute(new DeleteReminderCommand('x'));\n    }\n  }\n" +
  '  return ReminderController;\n};\n';

describe('one shape per use case (npm run lint)', () => {
  it('passes a use-case folder in shape', () => {
    expect(check()).toEqual([]);
  });

  it('refuses a command folder without its command class', () => {
    expect(check({ [`${FOLDER}/delete-reminder.command.ts`]: null })).toEqual([
      expect.stringContaining(`${FOLDER}: missing delete-reminder.command.ts`),
    ]);
  });

  it('refuses a command class that is not a Command<Result>', () => {
    expect(check({ [`${FOLDER}/delete-reminder.command.ts`]: 'export class DeleteReminderCommand {}\n' })).toEqual([
      expect.stringContaining('exports no class extending Command<Result>'),
    ]);
  });

  it('refuses a query folder without query and handler', () => {
    const lines = check({ 'apps/api/src/reminders/queries/list-reminders/list-reminders.response.dto.ts': '' });
    expect(lines).toEqual([
      expect.stringContaining('queries/list-reminders: missing list-reminders.query.ts'),
      expect.stringContaining('queries/list-reminders: missing list-reminders.handler.ts'),
    ]);
  });

  it('refuses a controller outside a use-case folder', () => {
    const path = 'apps/api/src/health/health.http.controller.ts';
    expect(check({ [path]: controller })).toEqual([
      expect.stringContaining(`${path}: a controller sits in a use-case folder`),
    ]);
  });

  it('refuses a controller file directly in queries/', () => {
    const path = 'apps/api/src/reference-data/queries/places.http.controller.ts';
    expect(check({ [path]: controller })).toContainEqual(
      expect.stringContaining(`${path}: a file directly in queries/`),
    );
  });

  it('refuses a controller that imports @mikro-orm', () => {
    const text = `import { EntityManager } from '@mikro-orm/postgresql';\n${controller}`;
    expect(check({ [`${FOLDER}/delete-reminder.http.controller.ts`]: text })).toEqual([
      expect.stringContaining(`${FOLDER}: delete-reminder.http.controller.ts: a controller touches data`),
    ]);
  });

  it('refuses a controller that imports its handler, a reader or @app/persistence', () => {
    const text =
      "import { DeleteReminderHandler } from './delete-reminder.handler.js';\n" +
      "import { readReminder } from './read-reminder.js';\nimport type { Reminder } from '@app/persistence';\n" +
      controller;
    expect(check({ [`${FOLDER}/delete-reminder.http.controller.ts`]: text })).toHaveLength(3);
  });

  it('refuses a controller file that exports anything but its controller', () => {
    const text = `${controller}export const reminderFor = () => 1;\nexport type ReminderRow = { id: string };\n`;
    expect(check({ [`${FOLDER}/delete-reminder.http.controller.ts`]: text })).toEqual([
      expect.stringContaining('exports only its controller class, not reminderFor'),
      expect.stringContaining('exports only its controller class, not ReminderRow'),
    ]);
  });

  it('refuses a controller named other than its folder', () => {
    const lines = check({
      [`${FOLDER}/delete-reminder.http.controller.ts`]: null,
      [`${FOLDER}/remove-reminder.http.controller.ts`]: controller,
    });
    expect(lines).toEqual([
      expect.stringContaining("the folder's controller is named delete-reminder.http.controller.ts"),
    ]);
  });

  it('passes a controller file that exports the factory its controller is made by', () => {
    expect(check({ [`${FOLDER}/delete-reminder.http.controller.ts`]: factory })).toEqual([]);
  });

  it('refuses a controller factory outside a use-case folder, whatever its file is named', () => {
    const path = 'apps/api/src/reminders/reminder-reads.ts';
    expect(check({ [path]: factory })).toEqual([
      expect.stringContaining(`${path}: a controller sits in a use-case folder`),
    ]);
  });

  it('refuses a controller file that exports a factory and more, or a function that makes no controller', () => {
    const text = `${factory}export function reminderRows() {\n  return class Rows {};\n}\n`;
    expect(check({ [`${FOLDER}/delete-reminder.http.controller.ts`]: text })).toEqual([
      expect.stringContaining('exports only its controller class, not reminderRows'),
    ]);
  });

  it('holds for the repository', () => {
    expect(checkUseCaseShape(REPO)).toEqual([]);
  });
});
