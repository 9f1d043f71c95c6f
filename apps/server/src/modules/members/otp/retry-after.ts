import type { FastifyReply } from 'fastify';
import { OtpRateLimitedError } from './request-otp.ts';

/** The answer of an OTP request; when the window refuses it, the 429 carries Retry-After. */
export const withRetryAfter = async <T>(reply: FastifyReply, sending: Promise<T>): Promise<T> => {
  try {
    return await sending;
  } catch (error) {
    if (error instanceof OtpRateLimitedError) void reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
};
