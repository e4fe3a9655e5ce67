import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { FormColumn } from '../../../components/FormColumn';
import { FormRadioField } from '../../../components/FormRadioField';
import { FormTextField } from '../../../components/FormTextField';
import { PublicPage } from '../../../components/PublicPage';
import { CATCH_LOCATIONS } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { buyDayTicket } from '../api/day-tickets';
import { useDayTicketTerms } from '../api/get-membership-types';
import { EMPTY_DAY_TICKET } from '../day-ticket-fields';
import { poundsText } from '../money';
import { keepTicketWhilePaying } from '../day-ticket-return';
import { clubToday } from '../../../config/club-time';
import { useDraftForm } from '../use-draft-form';

const DRAFT_KEY = 'pac-day-ticket-draft';
const loadChecks = () => import('../day-ticket-schema');

/**
 * /day-tickets (issue 33, point 6): a visitor buys a ticket for one water and day. The club's
 * server refuses a closed-season day or a full one, and says why; what was typed is kept.
 */
export function DayTicketsPage() {
  const terms = useDayTicketTerms();
  const navigate = useNavigate();
  const { form, ref, onSubmit, problem } = useDraftForm({
    draftKey: DRAFT_KEY,
    defaultValues: EMPTY_DAY_TICKET,
    loadChecks,
    resolver: (checks) => checks.dayTicketResolver(clubToday()),
    action: 'buy the ticket',
    send: async (values) => {
      const result = await buyDayTicket({
        water: values.water,
        date: values.date,
        name: values.name.trim(),
        email: values.email.trim().toLowerCase(),
      });
      return () => {
        if (result.checkoutUrl) {
          if (result.ticketId && result.key) keepTicketWhilePaying(result.ticketId, result.key);
          return window.location.assign(result.checkoutUrl);
        }
        if (result.ticketId && result.key) {
          return void navigate(
            `/day-tickets/${result.ticketId}?key=${encodeURIComponent(result.key)}`,
          );
        }
        return 'The club could not sell the ticket online. Buy one on the bank from a bailiff.';
      };
    },
  });
  const { control, formState } = form;

  const price = terms.data?.pricePence;
  return (
    <PublicPage title="Day Tickets" heading={PAGE_HEADINGS.dayTickets}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography>
          Not a member? Fish one of the club&apos;s waters for a day
          {typeof price === 'number' ? ` for ${poundsText(price)}` : ''}. Once paid, the ticket
          opens here with a QR code to show the bailiff: keep its page. We also email you a link to
          the ticket. Some waters close for the coarse fishing close season; then tickets are sold
          for the others only.
        </Typography>
        <FormColumn label="Buy a day ticket" onSubmit={onSubmit} ref={ref}>
          <FormRadioField
            control={control}
            name="water"
            id="ticket-water"
            label="Water"
            choices={CATCH_LOCATIONS.map((water) => ({ value: water, label: water }))}
          />
          <FormTextField control={control} name="date" label="Day" type="date" />
          <FormTextField control={control} name="name" label="Full name" autoComplete="name" />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending…' : 'Buy the ticket'}
          </Button>
        </FormColumn>
      </Stack>
    </PublicPage>
  );
}
