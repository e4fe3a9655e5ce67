import Box from '@mui/material/Box';
import { ClubCrest } from '../../components/ClubCrest';
import { useClubCrestUrl } from '../../features/socials/api/get-social-links-for-navbar';

/**
 * The club's crest where the layout shows it (header, footer): the one an admin uploaded (Manage
 * Club), else the drawn one. Both take the same fixed box, in the server's HTML too (the crest
 * rides in the summary the layout already reads), so nothing moves when either arrives; the
 * picture is fitted inside it. Decorative, as the drawn one: the link or text beside it names it.
 */
export function SiteCrest({ width, height }: { width: number; height: number }) {
  const crestUrl = useClubCrestUrl();
  if (!crestUrl) return <ClubCrest width={width} height={height} />;
  return (
    <Box
      component="img"
      src={crestUrl}
      alt=""
      width={width}
      height={height}
      sx={{ display: 'block', flexShrink: 0, objectFit: 'contain' }}
    />
  );
}
