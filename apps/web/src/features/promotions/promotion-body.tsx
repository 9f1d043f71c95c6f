import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';

/** A promotion's rich text: sanitised by the server on save and again here before it reaches the DOM. */
export function PromotionBody({ html }: { html: string }) {
  return (
    <Typography fz="sm" data-testid="promotion-body">
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
    </Typography>
  );
}
