import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { optionalText } from './env-values.ts';

/** The environment of the outside services members sign in through: LINE Login, the SMS gateway, reCAPTCHA. */
export const outsideServicesEnv = z.object({
  // LINE Login (OpenID Connect). Unset in demo mode: a local stand-in provider is started instead.
  LINE_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LINE_CLIENT_ID: optionalText,
  LINE_CLIENT_SECRET: optionalText,
  LINE_STANDIN_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  // SMS gateway for the forgot-PIN OTP. Unset: the dev outbox (memory + log), refused in production.
  SMS_GATEWAY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_KEY: optionalText,
  SMS_SENDER: optionalText.pipe(z.string().max(11).optional()),
  // reCAPTCHA on signup and login: on when a secret is set; the verify URL is overridable for tests.
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
});
type OutsideServicesEnv = z.infer<typeof outsideServicesEnv>;

export interface LineConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface RecaptchaConfig {
  secret: string;
  verifyUrl: string;
}

export interface SmsGatewayConfig {
  url: string;
  key: string;
  sender: string;
}

export interface OutsideServicesConfig {
  /** LINE Login client; undefined when not configured (demo mode fills it with the stand-in). */
  line: LineConfig | undefined;
  lineStandInPort: number;
  /** HTTP SMS gateway; undefined means the dev outbox (never in production). */
  smsGateway: SmsGatewayConfig | undefined;
  /** Unset: signup and login take no reCAPTCHA token. */
  recaptcha: RecaptchaConfig | undefined;
}

// All three or none: a half-configured LINE client would only fail at the first member's login.
export const readLineConfig = (e: OutsideServicesEnv): LineConfig | undefined => {
  const { LINE_ISSUER: issuer, LINE_CLIENT_ID: clientId, LINE_CLIENT_SECRET: clientSecret } = e;
  if (issuer && clientId && clientSecret) return { issuer, clientId, clientSecret };
  const parts = { LINE_ISSUER: issuer, LINE_CLIENT_ID: clientId, LINE_CLIENT_SECRET: clientSecret };
  const missing = Object.keys(parts).filter((name) => !parts[name as keyof typeof parts]);
  if (missing.length === 3) return undefined;
  throw new ConfigError(
    `LINE Login needs LINE_ISSUER, LINE_CLIENT_ID and LINE_CLIENT_SECRET; missing: ${missing.join(', ')}`,
  );
};

// The dev outbox only logs OTPs; in production members would never receive their code.
export const readSmsGatewayConfig = (
  e: OutsideServicesEnv,
  isProduction: boolean,
): SmsGatewayConfig | undefined => {
  if (!e.SMS_GATEWAY_URL) {
    if (isProduction)
      throw new ConfigError('SMS_GATEWAY_URL and SMS_GATEWAY_KEY are required when NODE_ENV=production');
    return undefined;
  }
  if (!e.SMS_GATEWAY_KEY) throw new ConfigError('SMS_GATEWAY_KEY is required with SMS_GATEWAY_URL');
  return { url: e.SMS_GATEWAY_URL, key: e.SMS_GATEWAY_KEY, sender: e.SMS_SENDER ?? 'Chokdee' };
};

export const readRecaptchaConfig = (e: OutsideServicesEnv): RecaptchaConfig | undefined =>
  e.RECAPTCHA_SECRET ? { secret: e.RECAPTCHA_SECRET, verifyUrl: e.RECAPTCHA_VERIFY_URL } : undefined;
