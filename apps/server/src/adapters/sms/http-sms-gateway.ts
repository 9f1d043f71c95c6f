import type { SmsGatewayConfig } from '../../config/outside-services-config.ts';
import type { SmsSender } from './sms-sender.ts';

const TIMEOUT_MS = 5_000;

export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
}

/**
 * A generic HTTP SMS gateway: `POST <url>` with JSON `{ to, text, sender }` and
 * `authorization: Bearer <key>`; any 2xx means accepted.
 */
export class HttpSmsGateway implements SmsSender {
  constructor(
    private readonly config: SmsGatewayConfig,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  async send(to: string, text: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.key}` },
        body: JSON.stringify({ to, text, sender: this.config.sender }),
        // A hung gateway must not hold the member's request (and a DB connection) open.
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SmsGatewayError(`SMS gateway unreachable: ${(error as Error).message}`, { cause: error });
    }
    // Drain the body so the keep-alive socket can be reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsGatewayError(`SMS gateway answered ${response.status}`);
  }
}
