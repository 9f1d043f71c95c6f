import '@mantine/core/styles/Typography.css';
import { Typography, type MantineFontSize } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Staff-written HTML (content pages, promotion bodies): sanitised by the server on save, and again
 * here, right before it reaches the DOM.
 */
export function RichText({ html, testId, fz }: { html: string; testId: string; fz?: MantineFontSize }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Typography fz={fz}>
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
