import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useSiteContent } from '../api/get-site-content';
import { HomeTab } from './HomeTab';
import { NewsletterTab } from './NewsletterTab';
import { RulesTab } from './RulesTab';

const TABS = ['Home', 'Rules', 'Newsletter'] as const;

export function ManageContentPage() {
  useDocumentTitle(adminTitle('Manage Content'));
  const content = useSiteContent();
  const [tab, setTab] = useState(0);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Content
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        aria-label="Content areas"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((label, index) => (
          <Tab
            key={label}
            label={label}
            id={`content-tab-${index}`}
            aria-controls={`content-panel-${index}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`content-panel-${tab}`}
        aria-labelledby={`content-tab-${tab}`}
        sx={{ pt: 3 }}
      >
        {content.isPending && <PageSpinner label="Loading the site content" />}
        {content.isError && (
          <ErrorNotice message={errorMessage(content.error, 'load the site content')} />
        )}
        {content.data && tab === 0 && <HomeTab content={content.data} />}
        {content.data && tab === 1 && <RulesTab content={content.data} />}
        {content.data && tab === 2 && <NewsletterTab content={content.data} />}
      </Box>
    </>
  );
}
