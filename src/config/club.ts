/**
 * Who the club is, as the site and its emails say it: shared with the admin server (its mail
 * signs off with the same name and address as every page's footer).
 */
export const CLUB_NAME = 'Priory Angling Club';
/** The club's postal address, as the footer of every page shows it (the clubhouse, not a person's). */
export const CLUB_ADDRESS = ['The Clubhouse, Mill Lane', 'Priory Green, Kent', 'ME1 4AB'] as const;
