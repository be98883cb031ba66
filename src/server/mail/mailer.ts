import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header; the outbox keeps it the same on every attempt of one mail. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Outgoing mail through nodemailer: over SMTP when SMTP_URL is set, otherwise written as .eml
 * files into DATA_DIR/outbox/ (what the demo shop and the tests read). Only the outbox sender calls
 * this; everything else enqueues (mail/outbox.ts).
 */
export function createMailer(opts: {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  /** Longest wait for the connection, the greeting and any answer (SMTP_TIMEOUT_MS). */
  timeoutMs: number;
}): Mailer {
  if (opts.smtpUrl) {
    // Nodemailer's defaults wait minutes on a server that accepts the connection and says nothing.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: opts.timeoutMs,
      greetingTimeout: opts.timeoutMs,
      socketTimeout: opts.timeoutMs,
      dnsTimeout: opts.timeoutMs,
    });
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

/** SMTP 5xx answers (unknown recipient, refused content) will not change by retrying. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
