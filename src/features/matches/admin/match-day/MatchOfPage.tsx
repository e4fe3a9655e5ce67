import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { QueryState } from '../../../../components/QueryState';
import { useMatch } from '../../api/get-match';
import type { Match } from '../../types';
import { MatchHeading } from './MatchHeading';

/** The match a match-day screen works on, named at its top; its content once it has loaded. */
export function MatchOfPage({
  matchId,
  children,
}: {
  matchId: string;
  children: (match: Match) => ReactNode;
}) {
  const match = useMatch(matchId);
  return (
    <QueryState query={match} what="the match">
      {(found) =>
        found ? (
          <>
            <MatchHeading match={found} />
            {children(found)}
          </>
        ) : (
          <Alert severity="warning">This match no longer exists.</Alert>
        )
      }
    </QueryState>
  );
}
