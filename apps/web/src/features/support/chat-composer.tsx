import { ActionIcon, Button, Textarea } from '@mantine/core';
import { CHAT_TEXT_MAX } from '@chokdee/domain';
import { useRef, type ReactNode } from 'react';
import { LineIcon } from '../../components/ui/icons.tsx';
import { CHAT_IMAGE_TYPES, readImage } from './read-image.ts';
import { useSupportT } from './support-i18n.ts';
import styles from './chat.module.css';

/**
 * The text box, the image button and send, for both sides of the chat. Enter sends (Shift+Enter
 * starts a new line); a picked image is checked and sent at once. `extra` sits before the text
 * box (the back office's canned replies).
 */
export function ChatComposer({
  text,
  onText,
  onSend,
  onImage,
  onFailure,
  onTyping,
  sending,
  extra,
}: {
  text: string;
  onText: (text: string) => void;
  onSend: (text: string) => void;
  /** The image as base64 without its `data:` prefix. */
  onImage: (image: string) => void;
  /** A picked file that cannot be sent (its ApiError: UPLOAD_TYPE, UPLOAD_TOO_LARGE, UPLOAD_MALFORMED). */
  onFailure: (error: unknown) => void;
  onTyping: () => void;
  sending: boolean;
  extra?: ReactNode;
}) {
  const { t } = useSupportT();
  const file = useRef<HTMLInputElement>(null);
  const send = () => {
    if (text.trim() !== '' && !sending) onSend(text.trim());
  };
  return (
    <div className={styles.composer}>
      {extra}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('attach')}
        onClick={() => file.current?.click()}
        disabled={sending}
        data-testid="chat-attach"
      >
        <LineIcon width={22} height={22}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.5" />
          <path d="m21 16-5-5-9 8" />
        </LineIcon>
      </ActionIcon>
      <input
        ref={file}
        type="file"
        accept={CHAT_IMAGE_TYPES.join(',')}
        hidden
        data-testid="chat-file"
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (picked) readImage(picked).then(onImage).catch(onFailure);
        }}
      />
      <Textarea
        style={{ flex: 1 }}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={CHAT_TEXT_MAX}
        placeholder={t('placeholder')}
        aria-label={t('placeholder')}
        value={text}
        onChange={(event) => {
          onText(event.currentTarget.value);
          onTyping();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        data-testid="chat-input"
      />
      <Button color="green" onClick={send} loading={sending} data-testid="chat-send">
        {t('send')}
      </Button>
    </div>
  );
}
