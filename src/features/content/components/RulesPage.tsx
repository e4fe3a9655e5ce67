import Typography from '@mui/material/Typography';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '../../../components/SafeHtml';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useShownSiteContent } from '../api/get-site-content';

export function RulesPage() {
  const content = useShownSiteContent();

  return (
    <PublicPage title="Rules" heading={PAGE_HEADINGS.rules}>
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
    </PublicPage>
  );
}
