import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTabs } from '../../../components/admin/AdminTabs';
import { WATERS } from '../../../config/waters';
import { WaterEntriesPanel } from './WaterEntriesPanel';

/** The three waters' pages, one tab each. */
export function ManageWatersPage() {
  return (
    <AdminPage title="Manage Waters">
      <AdminTabs label="Waters" tabs={WATERS.map((water) => water.name)}>
        {(index) => {
          const water = WATERS[index] ?? WATERS[0];
          // Keyed by water, so switching tabs closes any open dialog of the previous one.
          return <WaterEntriesPanel key={water.key} water={water} />;
        }}
      </AdminTabs>
    </AdminPage>
  );
}
