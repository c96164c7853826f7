// A local SMTP server for tests (smtp-server): it takes every message and keeps it, or refuses recipients a test
// names, so the mail outbox is tested against a real SMTP conversation with nodemailer, not a stand-in.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Recipients answered with 550 (the send fails; nodemailer reports responseCode 550). */
  refuse: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0, host = '127.0.0.1'): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase()))
        return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listening = server.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    listening.once('listening', resolve);
    listening.once('error', reject);
  });
  const actual = (listening.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://${host}:${actual}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text part of a received message, with quoted-printable soft breaks and codes decoded (UTF-8). */
export function mailText(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded Subject header (RFC 2047 encoded words, B or Q). */
export function mailSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    )
    .trim();
}
