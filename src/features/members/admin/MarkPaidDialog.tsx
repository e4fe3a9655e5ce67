import Typography from '@mui/material/Typography';
import { FormDialog } from '../../../components/admin/AdminForm';
import { choices } from '../../../components/admin/field-spec';
import type { PaymentReceived } from '../api/member-actions';
import { poundsSchema, poundsText } from '../money';
import type { ClubMember } from '../types';

const METHODS = { bankTransfer: 'Bank transfer', cash: 'Cash' } as const;

const FIELDS = [
  { name: 'method', label: 'Paid by', kind: 'radio', options: choices(METHODS) },
  {
    name: 'reference',
    label: 'Reference',
    required: "Enter the reference: the bank statement's, or the receipt number for cash.",
    max: 100,
    helperText: 'As on the bank statement, or the receipt number for cash.',
  },
  {
    name: 'amountPence',
    label: 'Amount received (£)',
    required: true,
    schema: poundsSchema('Enter the amount received in pounds, e.g. 45 or 22.50.'),
  },
] as const;

/**
 * A payment received by the treasurer, by bank transfer (with the statement's reference) or
 * cash: the admin server makes the member active for the season it pays, once.
 */
export function MarkPaidDialog({
  member,
  pricePence,
  onPaid,
  onClose,
}: {
  member: ClubMember;
  /** The member's type's price, the amount to expect. */
  pricePence: number | undefined;
  onPaid: (payment: PaymentReceived) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog
      title={`Mark ${member.name} paid`}
      submitLabel="Mark Paid"
      failureAction="mark the payment"
      fields={FIELDS}
      values={{
        method: 'bankTransfer',
        reference: member.paymentReference,
        amountPence: pricePence === undefined ? '' : poundsText(pricePence),
      }}
      saved={({ amountPence }) => `${member.name} was marked paid (£${poundsText(amountPence)}).`}
      onSubmit={({ method, reference, amountPence }) =>
        onPaid({ method: method as PaymentReceived['method'], reference, amountPence })
      }
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        Member {member.memberNumber}, {member.typeName}. They quote {member.paymentReference} on a
        bank transfer.
      </Typography>
    </FormDialog>
  );
}
