import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppConfig } from '../config';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message over a real SMTP conversation and keeps it in memory
 * (tests read it; the demo prints it), standing in for a company mail server.
 */
export async function startSmtpSink(port = 0, onMail?: (mail: ReceivedMail) => void): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          received.push(mail);
          onMail?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function startDemoSmtpSink(config: AppConfig) {
  return startSmtpSink(config.mail.demoSmtpPort, (mail) => {
    console.log(`[demo mail] to ${mail.to.join(', ')}: ${mail.subject}\n${mail.text}`);
  });
}
