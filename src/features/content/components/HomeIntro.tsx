import { BannerImage } from '../../../components/BannerImage';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '../../../components/SafeHtml';
import { CLUB_NAME } from '../../../config/constants';
import { useShownSiteContent } from '../api/get-site-content';

/** The home page's picture (its largest, fetched first) and the club's own words. */
export function HomeBanner() {
  const content = useShownSiteContent();
  return (
    <QueryState query={content} what="the club's home page" loading="Loading the club's news">
      {({ homeImage }) =>
        homeImage ? (
          // Beside the way to join on a wide screen: 16:9 there too, not the banner's 5:2.
          <BannerImage
            src={homeImage}
            alt={`${CLUB_NAME} waters`}
            // Three fifths of the column beside the way to join (HomePage's grid).
            sizes="(min-width: 1200px) 682px, (min-width: 900px) 58vw, 100vw"
            sx={{ aspectRatio: { xs: '16 / 9', md: '16 / 9' } }}
          />
        ) : null
      }
    </QueryState>
  );
}

/** The club's own words about itself, as the content admin wrote them. */
export function HomeText() {
  const content = useShownSiteContent();
  return content.data ? (
    <SafeHtml html={content.data.homeText} sx={{ typography: 'body1' }} />
  ) : null;
}
