import { CollectionList, type CollectionListProps } from '../../../components/admin/CollectionList';
import type { Standing } from '../../../config/membership';
import { clubMembersCollection } from '../api/club-members-collection';
import type { ClubMember } from '../types';
import { memberColumns } from './member-columns';
import { useMemberActions } from './use-member-actions';

type MemberListProps = Pick<
  CollectionListProps<ClubMember>,
  'label' | 'filter' | 'emptyText' | 'form'
> & {
  standing: (member: ClubMember) => Standing;
};

/**
 * Members of the register as the back office lists them: the register's columns and each
 * member's buttons (use-member-actions.tsx). The register and the applications are two such
 * lists, each with its own filter.
 */
export function MemberList({ standing, ...props }: MemberListProps) {
  const actions = useMemberActions(standing);
  return (
    <CollectionList
      {...props}
      api={clubMembersCollection}
      rowName={(member) => member.name}
      columns={memberColumns(standing)}
      actions={actions}
    />
  );
}
