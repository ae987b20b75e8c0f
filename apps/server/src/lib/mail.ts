import { createTransport } from 'nodemailer';
import { mailOutbox, type DatabaseOrTransaction } from '@paylab/db';
import { AppError } from '@paylab/shared';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends one message. It takes the caller's transaction, so a message kept in the outbox exists
 * exactly when the change that wrote it commits.
 */
export type SendMail = (db: DatabaseOrTransaction, message: MailMessage) => Promise<void>;

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox table, which a super admin reads in the Admin
 * Panel, since the embedded default has no mail server (issue 26, item 1).
 */
export function createSendMail(options: { smtpUrl?: string; mailFrom: string }): SendMail {
  if (!options.smtpUrl) {
    return async (db, message) => {
      await db
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, body: message.text });
    };
  }
  const transport = createTransport(options.smtpUrl);
  return async (_db, message) => {
    try {
      await transport.sendMail({ from: options.mailFrom, ...message });
    } catch {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The email could not be sent just now. Please try again in a few minutes.',
      );
    }
  };
}
