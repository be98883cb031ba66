import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Outgoing mail through nodemailer: over SMTP when SMTP_URL is set, otherwise written as .eml
 * files into DATA_DIR/outbox/ (what the demo shop and the tests read).
 */
export function createMailer(opts: {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        opts.outboxDir,
        `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
    },
  };
}
