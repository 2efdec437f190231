import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface WrittenSms {
  id: string;
  to: string;
  text: string;
  sent_at: string;
}

/** The messages the sandbox SMS sender wrote under DATA_DIR/sms, oldest first; only those to `to` when given. */
export const writtenSms = (dataDir: string, to?: string): WrittenSms[] => {
  const directory = join(dataDir, 'sms');
  let files: string[];
  try {
    files = readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(directory, file), 'utf8')) as WrittenSms)
    .filter((sms) => to === undefined || sms.to === to);
};

/** The verification code in the latest SMS written to `to`. */
export const latestSmsCode = (dataDir: string, to: string): string => {
  const code = /\b(\d{6})\b/.exec(writtenSms(dataDir, to).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS with a code was written to ${to}`);
  return code;
};
