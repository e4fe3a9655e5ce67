import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPage } from '../../../components/PublicPage';
import { CLUB_NAME } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';

/** What the club keeps about a member, why, who reads it and for how long (issue 33, point 9). */
const SECTIONS: { heading: string; text: string }[] = [
  {
    heading: 'What we keep',
    text: "When you join: your name, email, phone number and address, your membership type and the seasons you have paid for, and how you paid (the club never sees card details: Stripe takes card payments). For a junior, their date of birth and a parent or guardian's name, email, phone number and consent. Whether your name and photos may be shown on the site. The catches you send, with their photos.",
  },
  {
    heading: 'Why',
    text: 'To run your membership: to know who may fish the club waters, to take and record your subscription, to issue the permit a bailiff checks on the bank, and to tell you when your membership is due for renewal. Catches are kept to show on the site once approved, and for the club records.',
  },
  {
    heading: 'Who reads it',
    text: "You, on your account page, and the club's membership secretary and the committee members given the Members permission. A bailiff checking your permit sees only what the permit shows: your name, membership type, member number, the dates it is valid and your photo if you gave one. If you chose not to be published, your catches show your initials only. Nothing personal is in the site's public pages or its search listings.",
  },
  {
    heading: 'How long',
    text: 'While you are a member, and for two seasons after your membership ends, so a returning member is recognised and the accounts can be checked. Then it is deleted. Payment records are kept for six years, as the law requires of the club accounts. Something deleted by a volunteer by mistake can be restored for 90 days, then it is gone.',
  },
  {
    heading: 'Your choices',
    text: 'On your account page you can change your details and what may be published, download everything the club keeps about you as a file, and ask to close your account. Every download and closure is recorded. For anything else, contact the membership secretary.',
  },
];

/** /privacy: the club's privacy notice, linked from every page's footer and the join form. */
export function PrivacyPage() {
  return (
    <PublicPage title="Privacy" heading={PAGE_HEADINGS.privacy}>
      <Typography sx={{ mb: 2 }}>
        {CLUB_NAME} keeps only what it needs to run the club, and shows nothing personal in public
        without your say.
      </Typography>
      {SECTIONS.map((section) => (
        <section key={section.heading}>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {section.heading}
          </Typography>
          <Typography>{section.text}</Typography>
        </section>
      ))}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/account" underline="always">
          Your account
        </Link>{' '}
        ·{' '}
        <Link component={RouterLink} to="/contact-us" underline="always">
          Contact us
        </Link>
      </Typography>
    </PublicPage>
  );
}
