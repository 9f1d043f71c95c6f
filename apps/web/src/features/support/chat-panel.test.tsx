import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatHistory, ChatMessage } from '@chokdee/domain';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realtimeChannels } from '../../lib/realtime-channels.ts';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../test/render.tsx';
import ChatButton from './chat-button.tsx';
import th from './locales/th.json';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-websocket.ts';

const message = (id: string, from: 'visitor' | 'staff', text: string): ChatMessage => ({
  id,
  conversationId: '42',
  from,
  staffName: from === 'staff' ? 'somchai' : null,
  text,
  imageUrl: null,
  createdAt: '2026-03-16T05:00:00.000Z',
});

const history = (items: ChatMessage[], extra: Partial<ChatHistory> = {}): ChatHistory => ({
  items,
  hasMore: false,
  status: 'open',
  visitorReadUpTo: '0',
  staffReadUpTo: '0',
  ...extra,
});

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(() => {
  installFakeWebSocket();
  document.cookie = 'csrfToken=t; path=/';
  api = installFakeApi();
  api.on('chat.status', { body: { enabled: true } });
  api.on('chat.open', { body: { conversationId: '42', status: 'open', guestName: 'Guest-1234', unread: 1 } });
  api.on('chat.read', { body: {} });
  api.on('chat.typing', { body: {} });
});

const open = async () => {
  renderWithProviders(<ChatButton />);
  fireEvent.click(screen.getByTestId('chat-button'));
  return screen.findByTestId('chat-panel');
};

const frame = (event: string, body: unknown) =>
  act(() => realtimeChannels.dispatch({ event, channel: 'chat:42', message: JSON.stringify(body) }));

describe('the visitor’s chat panel', () => {
  it('opens the conversation, shows its history as text, pages back, sends and reads live frames', async () => {
    api.on('chat.messages', (_body, url) => ({
      body: url.searchParams.get('before')
        ? history([message('5', 'visitor', 'ครั้งก่อน')])
        : history([message('7', 'visitor', '<b>ฝากเงิน</b>'), message('8', 'staff', 'รอสักครู่')], {
            hasMore: true,
            staffReadUpTo: '7',
          }),
    }));
    api.on('chat.send', (body) => ({
      status: 201,
      body: message('9', 'visitor', (body as { text: string }).text),
    }));
    await open();

    const list = await screen.findByTestId('chat-messages');
    await waitFor(() => expect(within(list).getAllByTestId('chat-message')).toHaveLength(2));
    // Plain text: markup is shown, never rendered.
    expect(within(list).getByText('<b>ฝากเงิน</b>')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByTestId('chat-staff-name').textContent).toBe('somchai');
    expect(within(list).getAllByTestId('chat-read')).toHaveLength(1);
    expect(screen.getByTestId('chat-guest-name').textContent).toBe('Guest-1234');
    // The staff message on screen is read.
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === 'chat.read')?.body).toEqual({
        conversationId: '42',
        upTo: '8',
      }),
    );

    fireEvent.click(screen.getByTestId('chat-load-earlier'));
    await waitFor(() => expect(within(list).getAllByTestId('chat-message')).toHaveLength(3));
    expect(within(list).getAllByTestId('chat-message')[0]!.textContent).toContain('ครั้งก่อน');
    expect(api.calls.some((c) => c.path === 'chat.messages' && c.body === undefined)).toBe(true);

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'ขอบคุณครับ' } });
    expect(api.calls.filter((c) => c.path === 'chat.typing')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(within(list).getAllByTestId('chat-message')).toHaveLength(4));
    expect(api.calls.find((c) => c.path === 'chat.send')?.body).toEqual({
      conversationId: '42',
      text: 'ขอบคุณครับ',
    });
    expect(screen.getByTestId<HTMLTextAreaElement>('chat-input').value).toBe('');

    // A guest gets a socket of their own for the conversation's channel.
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(FakeWebSocket.all[0]!.url).toBe(`ws://${window.location.host}/ccu`);
    act(() => FakeWebSocket.all[0]!.onopen?.(new Event('open')));
    expect(FakeWebSocket.all[0]!.sent).toContain(JSON.stringify({ action: 'subscribe', channel: 'chat:42' }));

    frame('chat-typing', { from: 'staff' });
    expect(screen.getByTestId('chat-typing').textContent).toBe(th.typing);
    frame('chat-message', message('10', 'staff', 'ได้รับเงินแล้วครับ'));
    await waitFor(() => expect(within(list).getAllByTestId('chat-message')).toHaveLength(5));
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    // The same message again (its answer and its frame) is shown once.
    frame('chat-message', message('10', 'staff', 'ได้รับเงินแล้วครับ'));
    expect(within(list).getAllByTestId('chat-message')).toHaveLength(5);
    frame('chat-read', { from: 'staff', upTo: '9' });
    await waitFor(() => expect(within(list).getAllByTestId('chat-read')).toHaveLength(3));
  });

  it('counts staff answers on the button while the panel is closed', async () => {
    api.on('chat.messages', { body: history([]) });
    await open();
    await screen.findByTestId('chat-empty');
    fireEvent.click(screen.getByTestId('chat-close'));
    expect(screen.getByTestId('chat-panel').hidden).toBe(true);
    frame('chat-message', message('11', 'staff', 'สวัสดีครับ'));
    frame('chat-message', message('12', 'visitor', 'ครับ'));
    expect(screen.getByTestId('chat-unread').textContent).toBe('1');
  });

  it('a closed conversation offers a new one, which chat.open opens', async () => {
    api.on('chat.messages', { body: history([message('7', 'visitor', 'ฮัลโหล')]) });
    api.on('chat.send', { status: 409, body: { code: 'CHAT_CLOSED', message: 'closed' } });
    await open();
    fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: 'ยังอยู่ไหม' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    fireEvent.click(await screen.findByTestId('chat-new-conversation'));
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'chat.open')).toHaveLength(2));
    expect(await screen.findByTestId('chat-input')).toBeTruthy();
  });

  it('a chat-closed frame shows the closed state', async () => {
    api.on('chat.messages', { body: history([message('7', 'visitor', 'ฮัลโหล')]) });
    await open();
    await screen.findByTestId('chat-input');
    frame('chat-closed', {});
    expect(await screen.findByTestId('chat-closed')).toBeTruthy();
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });

  it('a picked file of the wrong type is refused before any upload', async () => {
    api.on('chat.messages', { body: history([]) });
    await open();
    const input = await screen.findByTestId('chat-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByTestId('chat-error')).textContent).toBe(
      (await import('../../locales/th.json')).default.errorCodes.UPLOAD_TYPE,
    );
    expect(api.calls.some((c) => c.path === 'chat.send')).toBe(false);
  });

  it('live chat off: no conversation is opened, a guest is told chat is unavailable', async () => {
    api.on('chat.status', { body: { enabled: false } });
    await open();
    expect((await screen.findByTestId('chat-off')).textContent).toBe(th.unavailable);
    expect(api.calls.some((c) => c.path === 'chat.open')).toBe(false);
  });
});
