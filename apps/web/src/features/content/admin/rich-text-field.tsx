// The link editor's popover and the controls' tooltips: no other screen loads their styles.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/tiptap/styles.css';
import { Loader, Text } from '@mantine/core';
import { Link, RichTextEditor, useRichTextEditorContext, type RichTextEditorLabels } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { LineIcon } from '../../../components/ui/icons.tsx';
import { translateAdminError, useAdminT } from '../../../lib/admin/i18n.ts';
import { uploadContentImage } from './content-admin-api.ts';

/** The server's limit (docs/support.md, "Images"): a larger file is refused here before it is sent. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** The file's bytes as base64, the upload call's body (the server reads the type from the bytes). */
const base64Of = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

const ImageIcon = () => (
  <LineIcon width={16} height={16} strokeWidth={1.6}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </LineIcon>
);

/** The toolbar's image button: a file chooser whose image is uploaded, then inserted by its URL. */
function ImageControl({
  label,
  testId,
  onFile,
}: {
  label: string;
  testId: string;
  onFile: (file: File) => void;
}) {
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again fires a change too.
    event.currentTarget.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <RichTextEditor.Control
        aria-label={label}
        title={label}
        disabled={!editor}
        onClick={() => input.current?.click()}
        data-testid={`${testId}-image`}
      >
        <ImageIcon />
      </RichTextEditor.Control>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        onChange={chosen}
        data-testid={`${testId}-image-input`}
      />
    </>
  );
}

/**
 * One language's body: Mantine's tiptap editor (bold, italic, h2/h3, lists, link, image, undo/redo)
 * emitting the plain semantic HTML the server's sanitiser keeps. `value` is read once, at mount.
 */
export function RichTextField({
  value,
  onChange,
  testId,
  toolbarOffset = 0,
}: {
  value: string;
  onChange: (html: string) => void;
  testId: string;
  /** Where the toolbar sticks while the body scrolls: below whatever sticks above it. */
  toolbarOffset?: number;
}) {
  const { t } = useAdminT();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      // Mantine's Link (Mod-K opens its URL field); only the headings the toolbar offers.
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link,
      Image,
    ],
    content: value,
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('content.editor.bold'),
      italicControlLabel: t('content.editor.italic'),
      h2ControlLabel: t('content.editor.h2'),
      h3ControlLabel: t('content.editor.h3'),
      bulletListControlLabel: t('content.editor.bulletList'),
      orderedListControlLabel: t('content.editor.orderedList'),
      linkControlLabel: t('content.editor.link'),
      unlinkControlLabel: t('content.editor.unlink'),
      undoControlLabel: t('content.editor.undo'),
      redoControlLabel: t('content.editor.redo'),
      linkEditorInputLabel: t('content.editor.linkInput'),
      linkEditorInputPlaceholder: t('content.editor.linkPlaceholder'),
      linkEditorExternalLink: t('content.editor.linkExternal'),
      linkEditorInternalLink: t('content.editor.linkInternal'),
      linkEditorSave: t('content.editor.linkSave'),
    }),
    [t],
  );

  const insertImage = async (file: File) => {
    setUploadError(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setUploadError(t('errorCodes.UPLOAD_TOO_LARGE', { ns: 'translation' }));
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadContentImage(await base64Of(file));
      editor?.chain().focus().setImage({ src: url, alt: '' }).run();
    } catch (error) {
      setUploadError(translateAdminError(t, error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <RichTextEditor editor={editor} labels={labels} data-testid={testId}>
        <RichTextEditor.Toolbar sticky stickyOffset={toolbarOffset}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageControl
              label={t('content.image')}
              testId={testId}
              onFile={(file) => void insertImage(file)}
            />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          {uploading && (
            <Loader size="xs" aria-label={t('content.uploading')} data-testid={`${testId}-uploading`} />
          )}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
      {uploadError && (
        <Text c="red" size="sm" mt={4} role="alert" data-testid={`${testId}-upload-error`}>
          {uploadError}
        </Text>
      )}
    </>
  );
}
