import { ApiError } from '../../lib/api-client.ts';

/** What the server takes (docs/support.md); checked here too, so a wrong file costs no upload. */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A picked file as the base64 `chat.send` takes (no `data:` prefix). A wrong type or size rejects
 * with the ApiError the server would have answered, so both are worded by the same code.
 */
export function readImage(file: File): Promise<string> {
  if (!CHAT_IMAGE_TYPES.includes(file.type))
    return Promise.reject(new ApiError(415, 'UPLOAD_TYPE', 'Unsupported image type'));
  if (file.size > CHAT_IMAGE_MAX_BYTES)
    return Promise.reject(new ApiError(413, 'UPLOAD_TOO_LARGE', 'Image too large'));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const malformed = () => reject(new ApiError(400, 'UPLOAD_MALFORMED', 'Unreadable image'));
    reader.onerror = malformed;
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      if (comma < 0 || comma === url.length - 1) malformed();
      else resolve(url.slice(comma + 1));
    };
    reader.readAsDataURL(file);
  });
}
