import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '../../../components/SafeHtml';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSiteContent } from '../api/get-site-content';

export function NewsletterPage() {
  useDocumentTitle(publicTitle('Newsletter'));
  const content = useSiteContent();

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.newsletter}
      </Typography>
      <QueryState
        query={content}
        what="the newsletter"
        empty="No newsletter has been published yet."
        isEmpty={(data) => !data.newsletterText}
      >
        {(data) => <SafeHtml html={data.newsletterText} sx={{ typography: 'body1' }} />}
      </QueryState>
    </>
  );
}
