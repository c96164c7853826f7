// Transfer-status notifications wired into the app: the queue's insert for the postback route, the sender's worker
// (its own loop, off every request's path), the status page and the push token record (POST /set-token). Off
// without a Firebase service account (or a sender a test passes): then nothing is queued and the console says so.
import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { startDeliveryWorker } from '../affiliate/deliveries';
import type { SqlRunner } from '../storage/sql';
import type { PushConfig } from './config';
import { fcmSender, type PushSender } from './fcm';
import { deliverDueNotifications, queueNotification, type ConversionMove } from './queue';
import { statusPageRoute } from './status-page';
import { setTokenRoute } from './set-token';
import type { Storage } from '../storage/types';

export interface Notifications {
  /** Whether notifications are sent at all (a sender exists). */
  configured: boolean;
  notifyRejected: boolean;
  /** Queues the notification of a postback's move and wakes the sender (the postback route calls it). */
  onMoved(move: ConversionMove): Promise<void>;
}

/**
 * The queue's clock: the real time, or in tests the instant a file holds, running on from when the file was written
 * (read on every call, so a test moves it by writing the file; a missing or unreadable file is the real time).
 */
export function queueClock(file: string | null, realNow: () => number = Date.now): () => Date {
  if (!file) return () => new Date(realNow());
  return () => {
    try {
      const at = Date.parse(readFileSync(file, 'utf8').trim());
      return Number.isNaN(at) ? new Date(realNow()) : new Date(at + Math.max(0, realNow() - statSync(file).mtimeMs));
    } catch {
      return new Date(realNow());
    }
  };
}

export interface NotificationsOptions {
  sql: SqlRunner;
  config: PushConfig;
  linkOrigin: string;
  sender?: PushSender;
  now?: () => Date;
  pollMs?: number;
}

/** The queue's insert and its sender: made before the routes, since the console and the postback route use them. */
export interface NotificationService extends Notifications {
  /** The queue's clock (the status page reads it too). */
  now: () => Date;
  /** Starts the sender's first pass (the app is ready). */
  start(): void;
  /** Stops the sender and waits for its pass (the app closes). */
  close(): Promise<void>;
}

export function notificationService(
  options: NotificationsOptions,
  log: Pick<FastifyBaseLogger, 'error'>,
): NotificationService {
  const { sql, config } = options;
  const now = options.now ?? queueClock(config.testClockFile);
  const sender =
    options.sender ??
    (config.serviceAccount
      ? fcmSender({ serviceAccount: config.serviceAccount, testEndpoint: config.testEndpoint })
      : null);
  if (!sender)
    return {
      configured: false,
      notifyRejected: config.notifyRejected,
      onMoved: async () => {},
      now,
      start: () => {},
      close: async () => {},
    };
  const worker = startDeliveryWorker(
    () =>
      deliverDueNotifications(
        sql,
        sender,
        {
          attempts: config.attempts,
          retryMs: config.retryMs,
          linkDays: config.linkDays,
          linkOrigin: options.linkOrigin,
        },
        now,
      ),
    (error) =>
      log.error({ error: error instanceof Error ? error.message : String(error) }, 'push notification pass failed'),
    options.pollMs ?? config.pollMs,
  );
  return {
    configured: true,
    notifyRejected: config.notifyRejected,
    async onMoved(move) {
      if (await queueNotification(sql, move, { notifyRejected: config.notifyRejected, now: now() })) worker.kick();
    },
    now,
    start: () => worker.kick(),
    async close() {
      worker.stop();
      await worker.idle();
      await sender.close();
    },
  };
}

/** The feature's routes (the status page, the push token record) and its sender's life, tied to the app's. */
export const notificationsPlugin: FastifyPluginAsync<{ storage: Storage; service: NotificationService }> = async (
  app,
  { storage, service },
) => {
  await app.register(statusPageRoute, { sql: storage.sql, now: service.now });
  await app.register(setTokenRoute, { storage });
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => service.close());
};
