import { permissionsOf } from '@chokdee/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { setupI18n } from '../../../test/render.tsx';
import { staffChannels } from './staff-socket.ts';
import { FakeWebSocket, installFakeWebSocket } from '../../../test/fake-websocket.ts';

const row = {
  id: '42',
  status: 'open',
  visitor: { kind: 'member', name: 'สมชาย ใจดี', userName: 'somchai01' },
  assignedTo: null,
  lastText: 'ฝากเงินไม่เข้า',
  lastMessageAt: '2026-03-16T05:00:00.000Z',
  createdAt: '2026-03-16T04:59:00.000Z',
  unread: 2,
};

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await setLocale('en');
  document.cookie = 'staffCsrf=csrf-1; path=/';
  installFakeWebSocket();
  api = installFakeApi();
  api.on('admin/auth.me', {
    body: {
      id: 7,
      username: 'admin1',
      role: 'Administrator',
      totpEnrolled: true,
      enrolmentRequired: false,
      permissions: permissionsOf('Administrator'),
    },
  });
  api.on('admin/support.conversations', (_b, url) => ({
    body: {
      items: url.searchParams.get('view') === 'closed' ? [] : [row],
      page: 1,
      total: 1,
      unreadTotal: 2,
    },
  }));
  api.on('admin/support.conversation', {
    body: {
      conversation: row,
      member: {
        userName: 'somchai01',
        name: 'สมชาย ใจดี',
        phoneNumber: '0812345678',
        status: 0,
        level: 3,
        cash: 1250.5,
        lastPoys: [
          {
            id: 'p1',
            round: 'หวยรัฐบาล 16/03',
            stake: 100,
            win: 0,
            status: 'WAITING',
            createdAt: '2026-03-16T03:00:00.000Z',
          },
        ],
      },
    },
  });
  api.on('admin/support.messages', {
    body: {
      items: [
        {
          id: '7',
          conversationId: '42',
          from: 'visitor',
          staffName: null,
          text: 'ฝากเงินไม่เข้า',
          imageUrl: null,
          createdAt: '2026-03-16T05:00:00.000Z',
        },
      ],
      hasMore: false,
      status: 'open',
      visitorReadUpTo: '0',
      staffReadUpTo: '0',
    },
  });
  api.on('admin/support.staff', {
    body: {
      items: [
        { id: 7, name: 'admin1' },
        { id: 9, name: 'mali' },
      ],
    },
  });
  api.on('admin/support.canned', {
    body: {
      items: [{ id: '1', title: 'Wait', texts: { th: 'รอสักครู่นะคะ', en: 'One moment please' }, sortOrder: 0 }],
    },
  });
  for (const path of ['assign', 'close', 'read', 'typing']) api.on(`admin/support.${path}`, { body: {} });
});

const body = (path: string) => api.calls.filter((c) => c.path === `admin/support.${path}`).map((c) => c.body);

describe('the back office’s live chat', () => {
  it('lists the queue, shows a conversation with its member, and takes, transfers and closes it', async () => {
    renderApp(['/admin/support']);
    const rows = await screen.findAllByTestId('support-queue-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('somchai01');
    expect(rows[0]!.textContent).toContain('Member');
    expect(within(rows[0]!).getByTestId('support-row-unread').textContent).toBe('2');
    expect(screen.getByTestId('support-unread-total').textContent).toBe('2 unread');
    await waitFor(() =>
      expect(FakeWebSocket.all.map((socket) => socket.url)).toEqual([
        `ws://${window.location.host}/ccu?as=staff`,
      ]),
    );

    fireEvent.click(rows[0]!);
    const conversation = await screen.findByTestId('support-conversation');
    await waitFor(() => expect(within(conversation).getAllByTestId('chat-message')).toHaveLength(1));
    const card = screen.getByTestId('support-member-card');
    expect(card.textContent).toContain('somchai01');
    // The visitor's message on screen is read.
    await waitFor(() => expect(body('read')).toEqual([{ conversationId: '42', upTo: '7' }]));

    fireEvent.click(screen.getByTestId('support-take'));
    await waitFor(() => expect(body('assign')).toEqual([{ conversationId: '42', staffId: 7 }]));

    fireEvent.click(screen.getByTestId('support-transfer-to'));
    fireEvent.click(await screen.findByRole('option', { name: 'mali', hidden: true }));
    fireEvent.click(screen.getByTestId('support-transfer'));
    await waitFor(() => expect(body('assign')).toContainEqual({ conversationId: '42', staffId: 9 }));

    fireEvent.click(screen.getByTestId('support-close'));
    fireEvent.click(await screen.findByTestId('support-close-confirm'));
    await waitFor(() => expect(body('close')).toEqual([{ conversationId: '42' }]));

    // The queue is read again when the staff channel says it changed.
    const before = api.calls.filter((c) => c.path === 'admin/support.conversations').length;
    act(() => staffChannels.dispatch({ event: 'chat-queue', channel: 'support-queue', message: '{}' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === 'admin/support.conversations').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('a canned reply goes into the reply box in the language chosen, Thai when it has none', async () => {
    renderApp(['/admin/support?c=42']);
    await screen.findByTestId('support-conversation');
    const input = await screen.findByTestId<HTMLTextAreaElement>('chat-input');
    fireEvent.click(await screen.findByTestId('support-canned'));
    fireEvent.click(await screen.findByRole('option', { name: 'Wait', hidden: true }));
    expect(input.value).toBe('รอสักครู่นะคะ');
    fireEvent.click(within(screen.getByTestId('support-canned-locale')).getByText('en'));
    fireEvent.click(screen.getByTestId('support-canned'));
    fireEvent.click(await screen.findByRole('option', { name: 'Wait', hidden: true }));
    expect(input.value).toBe('รอสักครู่นะคะ\nOne moment please');
    fireEvent.click(within(screen.getByTestId('support-canned-locale')).getByText('kh'));
    fireEvent.click(screen.getByTestId('support-canned'));
    fireEvent.click(await screen.findByRole('option', { name: 'Wait', hidden: true }));
    expect(input.value).toBe('รอสักครู่นะคะ\nOne moment please\nรอสักครู่นะคะ');
  });
});
