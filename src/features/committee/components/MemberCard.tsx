import Box from '@mui/material/Box';
import { ResponsivePicture } from '../../../components/ResponsivePicture';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CommitteeMember } from '../types';
import { addressLines } from '../member-details';
import { MemberAvatar } from './MemberAvatar';

const PHOTO_SIZE = 120;

/** One committee member: photo (or generated avatar), role, name, address lines, email, phone. */
export function MemberCard({ member, lazy }: { member: CommitteeMember; lazy: boolean }) {
  const lines = addressLines(member.contactAddress);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        {member.photoURL ? (
          <ResponsivePicture
            src={member.photoURL}
            alt={`Photo of ${member.memberName}`}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            sizes={`${PHOTO_SIZE}px`}
            loading={lazy ? 'lazy' : undefined}
            sx={{ borderRadius: '50%', objectFit: 'cover' }}
          />
        ) : (
          <MemberAvatar name={member.memberName} />
        )}
        <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
          {member.memberRole}
        </Typography>
        <Typography variant="h6" component="h2">
          {member.memberName}
        </Typography>
        {lines.length > 0 && (
          <Box component="address" sx={{ fontStyle: 'normal', textAlign: 'center' }}>
            {lines.map((line, index) => (
              <Typography key={index} variant="body2" component="span" sx={{ display: 'block' }}>
                {line}
              </Typography>
            ))}
          </Box>
        )}
        {member.contactEmail && (
          <Link
            href={`mailto:${member.contactEmail}`}
            variant="body2"
            sx={{ wordBreak: 'break-all' }}
          >
            {member.contactEmail}
          </Link>
        )}
        {member.contactNumber && (
          <Link href={`tel:${member.contactNumber.replace(/\s+/g, '')}`} variant="body2">
            {member.contactNumber}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
