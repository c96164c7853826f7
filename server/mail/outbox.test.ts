// The mail outbox against a real SMTP server (smtp-server on a local port) through nodemailer: a message is sent
// and arrives; without SMTP it waits; a refused send is retried with a doubling delay, stays visible with its error,
// and is marked failed after the last attempt, when the operator can send it again; nothing personal reaches the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSubject, mailText, startSmtpSink, type SmtpSink } from '../../tests/smtp-sink';
import { ConfigError } from '../config';
import { openSqlite } from '../storage/sqlite';
import type { Storage } from '../storage/types';
import { DEFAULT_MAIL_FROM, parseMailConfig } from './config';
import { deliverDueMail, listOutbox, mailRetryDelayMs, queueMail, resendMail, smtpSender } from './outbox';

const MAIL = {
  kind: 'signup-approved',
  to: 'anna.kowalska@blog.example',
  subject: 'Witamy w programie partnerskim Przelewika',
  body: 'Dzień dobry Anna,\n\nzażółć gęślą jaźń – identyfikator: nowy-blog.',
};

describe('parseMailConfig', () => {
  it('reads SMTP_URL, MAIL_FROM and the retry pace, and refuses bad values without echoing a password', () => {
    expect(parseMailConfig({})).toEqual({ smtpUrl: null, from: DEFAULT_MAIL_FROM, attempts: 8, retryMs: 60_000 });
    expect(
      parseMailConfig({
        SMTP_URL: 'smtps://user:tajne@smtp.example.pl:465',
        MAIL_FROM: 'Przelewik <partnerzy@przelewik.pl>',
        MAIL_ATTEMPTS: '3',
        MAIL_RETRY_MS: '500',
      }),
    ).toEqual({
      smtpUrl: 'smtps://user:tajne@smtp.example.pl:465',
      from: 'Przelewik <partnerzy@przelewik.pl>',
      attempts: 3,
      retryMs: 500,
    });
    expect(() => parseMailConfig({ SMTP_URL: 'http://user:tajne@smtp.example.pl' })).toThrow(ConfigError);
    try {
      parseMailConfig({ SMTP_URL: 'http://user:tajne@smtp.example.pl' });
    } catch (error) {
      expect(String(error)).not.toContain('tajne');
    }
    expect(() => parseMailConfig({ MAIL_FROM: 'nie adres' })).toThrow('MAIL_FROM');
    expect(() => parseMailConfig({ MAIL_ATTEMPTS: '0' })).toThrow('MAIL_ATTEMPTS');
  });

  it('doubles the retry delay up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => mailRetryDelayMs(n, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(mailRetryDelayMs(30, 60_000)).toBe(6 * 3_600_000);
  });
});

describe('the mail outbox with a real SMTP server', () => {
  let storage: Storage;
  let smtp: SmtpSink;
  const config = { from: 'Przelewik <partnerzy@przelewik.test>', attempts: 3, retryMs: 60_000 };
  beforeAll(async () => {
    storage = openSqlite(':memory:');
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
    await storage.close();
  });

  it('sends a due message through nodemailer: it arrives whole, in UTF-8, and is marked sent', async () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const id = await queueMail(storage.sql, MAIL, true, at);
    const failures: string[] = [];
    expect(
      await deliverDueMail(
        storage.sql,
        smtpSender(smtp.url),
        config,
        () => at,
        (_id, code) => failures.push(code),
      ),
    ).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'partnerzy@przelewik.test', to: ['anna.kowalska@blog.example'] });
    expect(mailSubject(smtp.received[0]!.raw)).toBe(MAIL.subject);
    expect(mailText(smtp.received[0]!.raw)).toContain('zażółć gęślą jaźń – identyfikator: nowy-blog.');
    expect((await listOutbox(storage.sql)).find((m) => m.id === id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: at.toISOString(),
      last_error: null,
    });
    // Sent once: nothing is due any more.
    expect(await deliverDueMail(storage.sql, smtpSender(smtp.url), config, () => at)).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(failures).toEqual([]);
  });

  it('without SMTP a message waits and is never picked up, until the operator sends it', async () => {
    const at = new Date('2026-11-28T11:00:00Z');
    const id = await queueMail(storage.sql, { ...MAIL, to: 'czeka@blog.example' }, false, at);
    expect(
      await deliverDueMail(storage.sql, smtpSender(smtp.url), config, () => new Date('2027-01-01T00:00:00Z')),
    ).toBe(0);
    expect((await listOutbox(storage.sql)).find((m) => m.id === id)).toMatchObject({ status: 'waiting', attempts: 0 });
    expect(await resendMail(storage.sql, id, at)).toBe(true);
    expect(await deliverDueMail(storage.sql, smtpSender(smtp.url), config, () => at)).toBe(1);
    expect(smtp.received.at(-1)!.to).toEqual(['czeka@blog.example']);
    expect(await resendMail(storage.sql, id, at)).toBe(false); // sent: nothing to send again
  });

  it('retries a refused send with a doubling delay, keeps its error visible, fails after the last attempt, and can be sent again', async () => {
    smtp.refuse.add('odmowa@blog.example');
    let now = new Date('2026-11-28T12:00:00Z');
    const id = await queueMail(storage.sql, { ...MAIL, to: 'odmowa@blog.example' }, true, now);
    const logged: string[] = [];
    const pass = () =>
      deliverDueMail(
        storage.sql,
        smtpSender(smtp.url),
        config,
        () => now,
        (mailId, code) => logged.push(`${mailId} ${code}`),
      );
    const row = async () => (await listOutbox(storage.sql)).find((m) => m.id === id)!;

    expect(await pass()).toBe(1);
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: new Date(now.getTime() + 60_000).toISOString(),
    });
    expect((await row()).last_error).toMatch(/^SMTP 550: /);
    // Not due before its time.
    now = new Date(now.getTime() + 59_000);
    expect(await pass()).toBe(0);
    now = new Date(now.getTime() + 1_000);
    expect(await pass()).toBe(1);
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 2,
      next_attempt_at: new Date(now.getTime() + 120_000).toISOString(),
    });
    now = new Date(now.getTime() + 120_000);
    expect(await pass()).toBe(1);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null });
    // The log line names the message and the code, never the address.
    expect(logged).toEqual([`${id} SMTP 550`, `${id} SMTP 550`, `${id} SMTP 550`]);
    expect(logged.join(' ')).not.toContain('odmowa');

    smtp.refuse.delete('odmowa@blog.example');
    expect(await resendMail(storage.sql, id, now)).toBe(true);
    expect(await pass()).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a message claimed by one process is not sent again by another at the same moment', async () => {
    const at = new Date('2026-11-28T13:00:00Z');
    await queueMail(storage.sql, { ...MAIL, to: 'raz@blog.example' }, true, at);
    const before = smtp.received.length;
    const [a, b] = await Promise.all([
      deliverDueMail(storage.sql, smtpSender(smtp.url), config, () => at),
      deliverDueMail(storage.sql, smtpSender(smtp.url), config, () => at),
    ]);
    expect(a + b).toBe(1);
    expect(smtp.received.length - before).toBe(1);
  });
});
