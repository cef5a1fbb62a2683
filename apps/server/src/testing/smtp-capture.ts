import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process.ts';

export interface ReceivedMail {
  to: string;
  raw: string;
}

/** A local SMTP server that records every message it is given, for tests that run real server processes. */
export async function startSmtpCapture() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
