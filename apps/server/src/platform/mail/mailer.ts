import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends over real SMTP: `SMTP_URL`, or the local demo sink main.ts starts when none is configured. */
export function createMailer(config: AppConfig): Mailer {
  const transport = nodemailer.createTransport(config.mail.smtpUrl ?? `smtp://127.0.0.1:${config.mail.demoSmtpPort}`);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mail.from, ...message });
    },
    close: () => transport.close(),
  };
}
