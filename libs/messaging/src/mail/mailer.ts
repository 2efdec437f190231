import { mkdirSync, writeFileSync } from 'node:fs';
import { access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about; printed to the log when mail is written to disk. */
  link?: string;
}

/** A queued message as the mail job sends it: its outbox id names it, so a resend after a crash is recognisable. */
export interface OutgoingMessage extends MailMessage {
  id: string;
}

/** The same Message-ID on every attempt, so a receiving server (or person) can tell a resend from a new message. */
const messageIdOf = (id: string, from: string) => `<${id}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'bloodmatch.ng'}>`;

const envelopeOf = (message: OutgoingMessage, from: string) => ({
  from,
  messageId: messageIdOf(message.id, from),
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
});

/** Sends email: SMTP when configured, else .eml files. Only the mail job calls it, with messages from the outbox. */
export abstract class Mailer {
  abstract readonly transport: 'smtp' | 'file';
  abstract send(message: OutgoingMessage): Promise<void>;
  /** Throws when mail could not be sent now (the server refuses the connection or the login, the folder is shut). */
  abstract check(): Promise<void>;
}

/** Kept short, so a hung server delays a send by seconds and the message goes back to the queue for a retry. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export class SmtpMailer extends Mailer {
  readonly transport = 'smtp';
  private readonly smtp: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.smtp = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  }

  async check(): Promise<void> {
    await this.smtp.verify();
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.smtp.sendMail(envelopeOf(message, this.from));
  }
}

/** Without SMTP: each message becomes an .eml file under DATA_DIR/mail, so sign-up can be finished locally. */
export class FileMailer extends Mailer {
  readonly transport = 'file';
  private readonly writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly log: (line: string) => void,
  ) {
    super();
    // Written mail holds sign-in and reset links: readable by the service's user only.
    mkdirSync(directory, { recursive: true, mode: 0o700 });
  }

  async check(): Promise<void> {
    await access(this.directory, constants.W_OK);
  }

  async send(message: OutgoingMessage): Promise<void> {
    const info = await this.writer.sendMail(envelopeOf(message, this.from));
    const file = join(
      this.directory,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint()}-${message.id}.eml`,
    );
    writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    this.log(`"${message.subject}" written to ${file}${message.link ? `; link: ${message.link}` : ''}`);
  }
}

/** The mailer the configuration asks for. */
export const createMailer = (
  config: { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string },
  log: (line: string) => void,
): Mailer =>
  config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : new FileMailer(join(config.DATA_DIR, 'mail'), config.MAIL_FROM, log);
