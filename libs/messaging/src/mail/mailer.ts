import { mkdirSync, writeFileSync } from 'node:fs';
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

/** Sends email: SMTP when configured, else .eml files. The API sends account links; the projectors, receipts. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }
}

/** Without SMTP: each message becomes an .eml file under DATA_DIR/mail, so sign-up can be finished locally. */
export class FileMailer extends Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly log: (line: string) => void,
  ) {
    super();
    // Written mail holds sign-in and reset links: readable by the service's user only.
    mkdirSync(directory, { recursive: true, mode: 0o700 });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    const file = join(
      this.directory,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint()}.eml`,
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
