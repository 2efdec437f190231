import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

type Goes = (path: string, modified: Date) => Promise<boolean>;

/** Removes the files ending in `extension` under `directory` that `goes` picks; returns how many went. */
const removeWrittenFiles = async (directory: string, extension: string, goes: Goes): Promise<number> => {
  const files = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const file of files.filter((name) => name.endsWith(extension))) {
    const path = join(directory, file);
    const info = await stat(path).catch(() => null);
    if (info && (await goes(path, info.mtime))) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
};

/**
 * Removes the .eml files the file mailer wrote under DATA_DIR/mail (only when no SMTP server is configured) that
 * `goes` picks, given the file's path and last change; returns how many went.
 */
export const removeWrittenMail = (dataDir: string, goes: Goes): Promise<number> =>
  removeWrittenFiles(join(dataDir, 'mail'), '.eml', goes);

/** Mail written to one address: its headers name it (`To:`), whatever the body's encoding. */
export const isMailTo = async (path: string, email: string): Promise<boolean> => {
  const headers = (await readFile(path, 'latin1').catch(() => '')).split(/\r?\n\r?\n/)[0] ?? '';
  return headers.toLowerCase().includes(email.toLowerCase());
};

/**
 * Removes the texts the sandbox SMS sender wrote under DATA_DIR/sms (only when no gateway is configured) to any of
 * `numbers` (stored form, 234 and ten digits); returns how many went.
 */
export const removeWrittenSms = (dataDir: string, numbers: readonly string[]): Promise<number> =>
  removeWrittenFiles(join(dataDir, 'sms'), '.json', async (path) => {
    const text = await readFile(path, 'utf8').catch(() => '');
    try {
      return numbers.includes(String((JSON.parse(text) as { to?: unknown }).to));
    } catch {
      return false;
    }
  });
