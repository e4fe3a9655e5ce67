import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTabs } from '../../../components/admin/AdminTabs';
import { ApplicationsTab } from './ApplicationsTab';
import { RegisterTab } from './RegisterTab';
import { SettingsTab } from './SettingsTab';
import { TypesTab } from './TypesTab';

const TABS = ['Register', 'Applications', 'Types', 'Season'] as const;

/**
 * Manage Members (issue 33): the register, applications to approve and payments to mark, the
 * membership types, and the season with the club's membership settings. Phone first: every list
 * is a stack of cards below 768 px.
 */
export function ManageMembersPage() {
  return (
    <AdminPage title="Manage Members">
      <AdminTabs label="Members" tabs={TABS}>
        {(index) =>
          [
            <RegisterTab key="r" />,
            <ApplicationsTab key="a" />,
            <TypesTab key="t" />,
            <SettingsTab key="s" />,
          ][index] ?? <RegisterTab />
        }
      </AdminTabs>
    </AdminPage>
  );
}
