import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** A page's HTML: sanitised by the server on save, and again here before it reaches the DOM. */
export function ContentBody({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Typography>
      <div data-testid="content-body" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
