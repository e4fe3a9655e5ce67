import Avatar from '@mui/material/Avatar';
import { avatarColour, initialsOf } from '../member-details';

/** A member without a photo gets an avatar of their initials, coloured from their name. */
export function MemberAvatar({ name }: { name: string }) {
  return (
    <Avatar
      role="img"
      aria-label={`${name} (no photo)`}
      sx={{
        width: 120,
        height: 120,
        fontSize: 44,
        bgcolor: avatarColour(name),
        color: '#fff',
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
