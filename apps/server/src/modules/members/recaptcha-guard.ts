import type { FastifyRequest } from 'fastify';
import { verifyRecaptcha } from '../../adapters/recaptcha/recaptcha-verifier.ts';
import type { Config } from '../../config.ts';
import { appError } from '../../platform/errors.ts';

/** The header the web app sends the reCAPTCHA token in (the contract's bodies stay as they are). */
export const RECAPTCHA_HEADER = 'x-recaptcha-token';

const recaptchaFailed = () => appError('RECAPTCHA_FAILED');

/** A preHandler for signup and login: a no-op unless RECAPTCHA_SECRET is configured. */
export const recaptchaGuard =
  (config: Config) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!config.recaptcha) return;
    const token = request.headers[RECAPTCHA_HEADER];
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw recaptchaFailed();
    if (!(await verifyRecaptcha(config.recaptcha, token, request.ip))) throw recaptchaFailed();
  };
