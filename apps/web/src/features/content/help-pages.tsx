import { useLocation, useParams } from 'react-router';
import { ContentIndex } from './content-index.tsx';
import { ContentPage } from './content-page.tsx';
import { DownloadPage } from './download-page.tsx';

/** The public help pages: `/how-to`, `/howto/{slug}`, `/vdo`, `/vdo/{vdoName}`, `/download`. */
export default function HelpPages() {
  const { pathname } = useLocation();
  const { slug, vdoName } = useParams();
  if (vdoName) return <ContentPage kind="vdo" slug={vdoName} />;
  if (slug) return <ContentPage kind="howto" slug={slug} />;
  if (pathname.startsWith('/vdo')) return <ContentIndex kind="vdo" />;
  if (pathname.startsWith('/download')) return <DownloadPage />;
  return <ContentIndex kind="howto" />;
}
