import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable (soft line breaks and =XX escapes), on bytes held as latin1 text. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as a non-English subject is written. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : utf8(decodeQuotedPrintable(text.replace(/_/g, ' '))),
    );

const header = (raw: string, name: string) => {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return decodeHeader(new RegExp(`^${name}: (.*)$`, 'm').exec(unfolded)?.[1]?.trim() ?? '');
};

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
    const raw = readFileSync(join(directory, file), 'latin1');
    return { to: header(raw, 'To'), subject: header(raw, 'Subject'), body: utf8(decodeQuotedPrintable(raw)) };
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
