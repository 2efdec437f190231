import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export interface WrittenMail {
  to: string;
  subject: string;
  body: string;
}

/** The .eml files the file mailer wrote under DATA_DIR/mail, oldest first. */
export const writtenMails = (dataDir: string): WrittenMail[] => {
  const directory = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(directory)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = decodeQuotedPrintable(readFileSync(join(directory, file), 'utf8'));
    return {
      to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
      subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
      body: raw,
    };
  });
};

/** The token of the newest emailed link to `path` (e.g. /verify-email) sent to `to`. */
export const latestMailToken = (dataDir: string, to: string, path: '/verify-email' | '/password-reset'): string => {
  const mail = writtenMails(dataDir)
    .filter((candidate) => candidate.to.toLowerCase().includes(to.toLowerCase()))
    .at(-1);
  const match = mail && new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
};
