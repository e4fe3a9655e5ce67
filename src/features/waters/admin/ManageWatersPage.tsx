import { Fragment } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTabs } from '../../../components/admin/AdminTabs';
import { WATERS } from '../../../config/waters';
import { WaterDetailsPanel } from './WaterDetailsPanel';
import { WaterEntriesPanel } from './WaterEntriesPanel';
import { WaterStatusPanel } from './WaterStatusPanel';

/** The three waters, one tab each: its status (two taps), its details and its page's entries. */
export function ManageWatersPage() {
  return (
    <AdminPage title="Manage Waters">
      <AdminTabs label="Waters" tabs={WATERS.map((water) => water.name)}>
        {(index) => {
          const water = WATERS[index] ?? WATERS[0];
          // Keyed by water, so switching tabs closes any open dialog of the previous one.
          return (
            <Fragment key={water.key}>
              <WaterStatusPanel water={water} />
              <WaterDetailsPanel water={water} />
              <WaterEntriesPanel water={water} />
            </Fragment>
          );
        }}
      </AdminTabs>
    </AdminPage>
  );
}
