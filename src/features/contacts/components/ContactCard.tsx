import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Contact } from '../types';

/** Who to contact for what: title, name, phone and email. */
export function ContactCard({ contact }: { contact: Contact }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {contact.title}
        </Typography>
        <Typography>{contact.name}</Typography>
        {contact.phoneNumber && (
          <Typography variant="body2">
            Phone:{' '}
            <Link href={`tel:${contact.phoneNumber.replace(/\s+/g, '')}`}>
              {contact.phoneNumber}
            </Link>
          </Typography>
        )}
        {contact.email && (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            Email: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
