import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes the .eml files the file mailer wrote under DATA_DIR/mail (only when no SMTP server is configured) that
 * `goes` picks, given the file's path and last change; returns how many went.
 */
export const removeWrittenMail = async (
  dataDir: string,
  goes: (path: string, modified: Date) => Promise<boolean>,
): Promise<number> => {
  const directory = join(dataDir, 'mail');
  const files = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const path = join(directory, file);
    const info = await stat(path).catch(() => null);
    if (info && (await goes(path, info.mtime))) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
};

/** Mail written to one address: its headers name it (`To:`), whatever the body's encoding. */
export const isMailTo = async (path: string, email: string): Promise<boolean> => {
  const headers = (await readFile(path, 'latin1').catch(() => '')).split(/\r?\n\r?\n/)[0] ?? '';
  return headers.toLowerCase().includes(email.toLowerCase());
};
