import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { DevSmsOutbox } from './dev-sms-outbox.ts';
import { HttpSmsGateway } from './http-sms-gateway.ts';
import type { SmsSender } from './sms-sender.ts';

/** The gateway when SMS_GATEWAY_URL is set, else the dev outbox (config.ts refuses that in production). */
export const createSmsSender = (config: Pick<Config, 'smsGateway'>, log?: FastifyBaseLogger): SmsSender =>
  config.smsGateway ? new HttpSmsGateway(config.smsGateway) : new DevSmsOutbox(log);
