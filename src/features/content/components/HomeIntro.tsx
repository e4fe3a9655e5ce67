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
        homeImage ? <BannerImage src={homeImage} alt={`${CLUB_NAME} waters`} /> : null
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
