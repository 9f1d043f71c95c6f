/** What an upload may be: the images a content page shows. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageType = 'png' | 'jpg' | 'gif' | 'webp';

export type ImageCheck =
  | { ok: true; type: ImageType }
  | { ok: false; code: 'UPLOAD_TYPE' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_MALFORMED' };

const ascii = (bytes: Uint8Array, at: number, text: string): boolean =>
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * Each type by its signature (magic bytes), and a structure check: a file that starts right but is
 * cut or forged (a PNG without its header chunk or end, a JPEG without its end marker, a RIFF size
 * that is not the file's) is malformed. The name and Content-Type a client sends are never trusted.
 */
const TYPES: ReadonlyArray<{
  type: ImageType;
  is: (b: Uint8Array) => boolean;
  whole: (b: Uint8Array) => boolean;
}> = [
  {
    type: 'png',
    is: (b) => b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n'),
    whole: (b) => ascii(b, 12, 'IHDR') && ascii(b, b.length - 8, 'IEND'),
  },
  {
    type: 'jpg',
    is: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    whole: (b) => b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9,
  },
  {
    type: 'gif',
    is: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
    whole: (b) => b.length > 13 && b[b.length - 1] === 0x3b,
  },
  {
    type: 'webp',
    is: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
    whole: (b) => new DataView(b.buffer, b.byteOffset, b.length).getUint32(4, true) === b.length - 8,
  },
];

export const checkImage = (bytes: Uint8Array): ImageCheck => {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, code: 'UPLOAD_TOO_LARGE' };
  const match = TYPES.find((candidate) => candidate.is(bytes));
  if (!match) return { ok: false, code: 'UPLOAD_TYPE' };
  return bytes.length >= 16 && match.whole(bytes)
    ? { ok: true, type: match.type }
    : { ok: false, code: 'UPLOAD_MALFORMED' };
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Standard base64, optionally as a data: URL; null when it is not base64 at all. */
export const decodeBase64 = (data: string): Buffer | null => {
  const payload = data.replace(/^data:[\w/+.-]+;base64,/, '');
  return payload.length % 4 === 0 && BASE64.test(payload) ? Buffer.from(payload, 'base64') : null;
};

/** A stored file's name, public or private: `<uuid>.<type>` (the adapter adds its own place). */
export const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
export const storedNameType = (key: string): ImageType | undefined =>
  STORED_NAME.test(key) ? (key.slice(key.lastIndexOf('.') + 1) as ImageType) : undefined;
