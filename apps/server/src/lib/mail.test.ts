import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '@paylab/db';
import { useTestApp } from '../test/test-app';
import { createSendMail } from './mail';

describe('sending mail', () => {
  const testApp = useTestApp({ seed: false });
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const message = { to: 'owner@example.com', subject: 'Confirm', text: 'Open https://x/1' };

  test('with SMTP_URL, a message goes to the SMTP server and not to the outbox', async () => {
    const sendMail = createSendMail({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'PayLab <no-reply@paylab.test>',
    });
    await sendMail(testApp.database.db, message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@paylab.test', to: ['owner@example.com'] });
    expect(received[0]!.data).toContain('Subject: Confirm');
    expect(received[0]!.data).toContain('Open https://x/1');
    expect(await testApp.database.db.select().from(mailOutbox)).toEqual([]);
  });

  test('an SMTP server that cannot be reached is a 503 "try again", not a crash', async () => {
    const sendMail = createSendMail({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'a@b.test' });
    await expect(sendMail(testApp.database.db, message)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  test('without SMTP_URL, the message waits in the outbox', async () => {
    const sendMail = createSendMail({ mailFrom: 'a@b.test' });
    await sendMail(testApp.database.db, message);
    expect(await testApp.database.db.select().from(mailOutbox)).toMatchObject([
      { toAddress: 'owner@example.com', subject: 'Confirm', body: 'Open https://x/1' },
    ]);
  });
});
