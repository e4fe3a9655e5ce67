import Typography from '@mui/material/Typography';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { SafeHtml } from '../../../components/SafeHtml';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useSiteContent } from '../api/get-site-content';

export function NewsletterPage() {
  useDocumentTitle(publicTitle('Newsletter'));
  const content = useSiteContent();

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.newsletter}
      </Typography>
      {content.isPending ? (
        <PageSpinner label="Loading the newsletter" />
      ) : content.isError ? (
        <ErrorNotice message={errorMessage(content.error, 'load the newsletter')} />
      ) : content.data.newsletterText ? (
        <SafeHtml html={content.data.newsletterText} sx={{ typography: 'body1' }} />
      ) : (
        <Typography>No newsletter has been published yet.</Typography>
      )}
    </>
  );
}
