import { CardGrid } from '../../../components/CardGrid';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useMembers } from '../api/get-members';
import { MemberCard } from './MemberCard';

/**
 * Only the first two photos are fetched eagerly: on a phone the cards stack, and the second photo
 * is in view on a tall phone (412 × 823, Lighthouse's, where it is the largest element). Lazy
 * photos that are on screen (a wide screen's first row) still load at once.
 */
const EAGER_PHOTOS = 2;

export function OurPeoplePage() {
  const members = useMembers();

  return (
    <PublicPage title="Our People" heading={PAGE_HEADINGS.ourPeople}>
      <QueryState query={members} what="the committee">
        {(list) => (
          <CardGrid
            items={list}
            itemKey={(member) => member.id}
            empty="The committee has not been listed yet."
          >
            {(member, index) => <MemberCard member={member} lazy={index >= EAGER_PHOTOS} />}
          </CardGrid>
        )}
      </QueryState>
    </PublicPage>
  );
}
