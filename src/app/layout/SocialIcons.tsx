import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { noRoomFor, useNavbarSocials } from './navbar-socials';

/**
 * Icons for the active social links; a link whose URL is not http(s) is not shown. On a narrow
 * phone the icons without room are hidden here and listed in the menu (MobileMenuDrawer).
 */
export function SocialIcons() {
  const links = useNavbarSocials();
  return (
    <Stack direction="row" component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexShrink: 0 }}>
      {links.map(({ id, link, Icon }, index) => (
        <Box component="li" key={id} sx={{ [noRoomFor(index)]: { display: 'none' } }}>
          <IconButton component="a" {...link} color="inherit" size="small">
            <Icon />
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
