import { Button, FileButton, Image, Paper, Stack, Text } from '@mantine/core';
import { useKycT } from './kyc-i18n.ts';

/** The server's limit per picture (its bytes, read from the data). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const LONGEST_SIDE = 1600;

/** A file as a data: URL (what the API takes as base64 and an <img> shows). */
const dataUrlOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });

/**
 * A phone's camera photo is often 3-6 MB: it is drawn again at most 1600 px on its longest side as
 * a JPEG (well under 2 MB, still sharp enough to read an ID card). Where the browser cannot (an
 * unreadable file, no canvas), the file goes as it is and the server's check decides.
 */
const shrink = async (file: File): Promise<Blob> => {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
};

/** A chosen photo, ready to send: its data URL, or why it cannot be sent. */
export type Photo = { ok: true; dataUrl: string } | { ok: false; error: 'notImage' | 'tooLarge' };

export const readPhoto = async (file: File): Promise<Photo> => {
  if (!file.type.startsWith('image/')) return { ok: false, error: 'notImage' };
  const blob = await shrink(file);
  if (blob.size > MAX_PHOTO_BYTES) return { ok: false, error: 'tooLarge' };
  return { ok: true, dataUrl: await dataUrlOf(blob) };
};

/** One picture of the check: a camera button (the phone opens its camera) and the preview. */
export function PhotoInput(props: {
  name: 'document' | 'selfie';
  photo: Photo | null;
  onPhoto: (photo: Photo) => void;
}) {
  const { t } = useKycT();
  const { name, photo } = props;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`kyc-${name}`}>
      <Stack gap="xs">
        <div>
          <Text fw={700}>{t(`identity.${name}`)}</Text>
          <Text size="sm" c="dimmed">
            {t(`identity.${name}Hint`)}
          </Text>
        </div>
        {photo?.ok ? (
          <Image
            src={photo.dataUrl}
            alt={t(`identity.${name}`)}
            radius="sm"
            mah={220}
            fit="contain"
            data-testid={`kyc-${name}-preview`}
          />
        ) : null}
        {photo && !photo.ok ? (
          <Text size="sm" c="red.7" data-testid={`kyc-${name}-error`}>
            {t(`identity.${photo.error}`)}
          </Text>
        ) : null}
        <FileButton
          accept="image/*"
          capture={name === 'selfie' ? 'user' : 'environment'}
          inputProps={{ 'data-testid': `kyc-${name}-file` } as React.ComponentProps<'input'>}
          onChange={(file) => {
            if (file) void readPhoto(file).then(props.onPhoto);
          }}
        >
          {(button) => (
            <Button {...button} variant={photo?.ok ? 'default' : 'light'} color="green">
              {t(photo?.ok ? 'identity.change' : 'identity.choose')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
