import { join } from 'node:path';
import type { SmsSender } from './sms-sender.js';
import { SandboxSmsSender } from './sms-sender.js';
import { TermiiSmsSender } from './termii-sms-sender.js';

export interface SmsConfig {
  SMS_PROVIDER: 'sandbox' | 'termii';
  TERMII_API_KEY?: string;
  TERMII_SENDER_ID: string;
  TERMII_CHANNEL: 'dnd' | 'generic';
  TERMII_BASE_URL: string;
  DATA_DIR: string;
}

/** The SMS sender the configuration asks for (the configuration refuses `termii` without its key). */
export const createSmsSender = (config: SmsConfig, log: (line: string) => void): SmsSender =>
  config.SMS_PROVIDER === 'termii'
    ? new TermiiSmsSender({
        apiKey: config.TERMII_API_KEY!,
        senderId: config.TERMII_SENDER_ID,
        channel: config.TERMII_CHANNEL,
        baseUrl: config.TERMII_BASE_URL,
      })
    : new SandboxSmsSender(join(config.DATA_DIR, 'sms'), log);
