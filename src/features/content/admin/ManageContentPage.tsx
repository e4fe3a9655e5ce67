import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTabs } from '../../../components/admin/AdminTabs';
import { QueryState } from '../../../components/admin/QueryState';
import { useSiteContent } from '../api/get-site-content';
import { HomeTab } from './HomeTab';
import { NewsletterTab } from './NewsletterTab';
import { RulesTab } from './RulesTab';

const TABS = [HomeTab, RulesTab, NewsletterTab];

export function ManageContentPage() {
  const content = useSiteContent();
  return (
    <AdminPage title="Manage Content">
      <AdminTabs label="Content areas" tabs={['Home', 'Rules', 'Newsletter']}>
        {(index) => (
          <QueryState query={content} what="the site content">
            {(data) => {
              const Area = TABS[index] ?? HomeTab;
              return <Area content={data} />;
            }}
          </QueryState>
        )}
      </AdminTabs>
    </AdminPage>
  );
}
