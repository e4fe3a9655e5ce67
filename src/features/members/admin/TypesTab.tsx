import Typography from '@mui/material/Typography';
import { CollectionList } from '../../../components/admin/CollectionList';
import { DialogButton } from '../../../components/admin/DialogButton';
import { AGE_BAND_LABELS } from '../../../config/membership';
import { membershipTypesCollection } from '../api/membership-types';
import { formatPounds } from '../money';
import { membershipTypeForm } from './membership-type-form';

/** The types a member joins as (/join lists them): add, edit, delete (restorable), History. */
export function TypesTab() {
  return (
    <>
      <Typography sx={{ mb: 2 }}>What a member can join as, and the price for a season.</Typography>
      <DialogButton
        label="Add Membership Type"
        variant="contained"
        sx={{ mb: 2 }}
        dialog={membershipTypeForm.add}
      />
      <CollectionList
        label="Membership types"
        api={membershipTypesCollection}
        rowName={(type) => type.name}
        columns={[
          { header: 'Name', render: (type) => type.name },
          { header: 'Price', render: (type) => formatPounds(type.pricePence) },
          { header: 'Age band', render: (type) => AGE_BAND_LABELS[type.ageBand] },
          { header: 'Limit', render: (type) => (type.cap === null ? 'None' : type.cap) },
          { header: 'Description', render: (type) => type.description },
        ]}
        form={membershipTypeForm}
      />
    </>
  );
}
