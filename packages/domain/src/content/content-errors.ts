import { defineErrors } from '../errors/define-errors.ts';

/** Failures of the how-to, video and download contents and their image uploads. */
export const CONTENT_ERRORS = defineErrors({
  CONTENT_NOT_FOUND: { status: 404, message: 'Content not found' },
  UPLOAD_TYPE: { status: 415, message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' },
  UPLOAD_TOO_LARGE: { status: 413, message: 'The image is larger than 2 MB' },
  UPLOAD_MALFORMED: { status: 400, message: 'The upload is not a readable image' },
  VIDEO_URL: { status: 400, message: 'Only YouTube video links are accepted' },
});

/** What an image upload may answer (content, chat and identity-check pictures). */
export const UPLOAD_ERRORS = ['UPLOAD_TYPE', 'UPLOAD_TOO_LARGE', 'UPLOAD_MALFORMED'] as const;
