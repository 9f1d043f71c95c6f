import { Text } from '@mantine/core';
import DOMPurify from 'dompurify';

/** HTML text of a snackbar, sanitised; a chunk of its own, loaded by the first HTML message. */
export default function SanitizedHtml({ html }: { html: string }) {
  return (
    <Text
      component="div"
      size="sm"
      c="white"
      style={{ flex: 1, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}
