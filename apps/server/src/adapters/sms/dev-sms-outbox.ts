import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  sentAt: Date;
}

const KEEP = 100;

/**
 * Demo and test stand-in for the SMS gateway: keeps the latest messages in memory (listed on
 * the dev-only page /dev/sms-outbox) and logs them, so a demo user can read the OTP. Never used
 * in production (config refuses to start without a gateway there).
 */
export class DevSmsOutbox implements SmsSender {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  send(to: string, text: string): Promise<void> {
    this.messages.push({ to, text, sentAt: new Date() });
    if (this.messages.length > KEEP) this.messages.splice(0, this.messages.length - KEEP);
    this.log?.info({ to, sms: text }, 'dev SMS outbox: message kept (not sent)');
    return Promise.resolve();
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    return [...this.messages].reverse();
  }
}
