import Typography from '@mui/material/Typography';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { SafeHtml } from '../../../components/SafeHtml';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useSiteContent } from '../api/get-site-content';

export function RulesPage() {
  useDocumentTitle(publicTitle('Rules'));
  const content = useSiteContent();

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.rules}
      </Typography>
      {content.isPending ? (
        <PageSpinner label="Loading the rules" />
      ) : content.isError ? (
        <ErrorNotice message={errorMessage(content.error, 'load the club rules')} />
      ) : (
        <>
          {content.data.rulesUpdated && (
            <Typography sx={{ color: 'error.main', fontWeight: 700 }}>
              Updated: {content.data.rulesUpdated}
            </Typography>
          )}
          <SafeHtml html={content.data.rulesText} sx={{ typography: 'body1' }} />
        </>
      )}
    </>
  );
}
