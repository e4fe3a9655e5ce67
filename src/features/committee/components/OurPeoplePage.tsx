import { CardGrid } from '../../../components/CardGrid';
import { EAGER_PICTURES } from '../../../components/eager-pictures';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useMembers } from '../api/get-members';
import { MemberCard } from './MemberCard';

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
            {(member, index) => <MemberCard member={member} lazy={index >= EAGER_PICTURES} />}
          </CardGrid>
        )}
      </QueryState>
    </PublicPage>
  );
}
