import { toBangkokIso } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevSmsOutbox } from '../adapters/sms/dev-sms-outbox.ts';
import { notFound } from '../platform/errors.ts';
import { escapeHtml, htmlPage } from './html.ts';

const outboxData = z.object({
  data: z.array(z.object({ to: z.string(), text: z.string(), sentAt: z.string() })),
});

/**
 * The demo's SMS inbox: `GET /dev/sms-outbox` (HTML, no scripts, fits the site's CSP) and
 * `GET /api/dev/sms-outbox` (JSON for tests). Without an outbox (production, or a real gateway
 * configured) both answer 404.
 */
export const smsOutboxRoutes =
  (outbox: DevSmsOutbox | undefined): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const messages = () => {
      if (!outbox) throw notFound();
      return outbox.list().map((m) => ({ to: m.to, text: m.text, sentAt: toBangkokIso(m.sentAt) }));
    };

    app.get(
      '/api/dev/sms-outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Dev only: latest SMS kept by the outbox, newest first',
          response: { 200: outboxData },
        },
      },
      () => ({ data: messages() }),
    );

    app.get('/dev/sms-outbox', { schema: { hide: true } }, (_request, reply) => {
      const rows = messages()
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td></tr>`,
        )
        .join('');
      const body =
        `<main><h1>SMS outbox (dev only)</h1><p>Messages the demo would have sent, newest first. Reload to refresh.</p>` +
        `<table><thead><tr><th>time</th><th>to</th><th>text</th></tr></thead><tbody>${rows}</tbody></table>` +
        (rows ? '' : '<p>No messages yet.</p>') +
        `</main>`;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(htmlPage('SMS outbox', body));
    });
    done();
  };
