import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '../../../components/SafeHtml';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSiteContent } from '../api/get-site-content';

export function RulesPage() {
  useDocumentTitle(publicTitle('Rules'));
  const content = useSiteContent();

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.rules}
      </Typography>
      <QueryState query={content} what="the club rules" loading="Loading the rules">
        {({ rulesUpdated, rulesText }) => (
          <>
            {rulesUpdated && (
              <Typography sx={{ color: 'error.main', fontWeight: 700 }}>
                Updated: {rulesUpdated}
              </Typography>
            )}
            <SafeHtml html={rulesText} sx={{ typography: 'body1' }} />
          </>
        )}
      </QueryState>
    </>
  );
}
