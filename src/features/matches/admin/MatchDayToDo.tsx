import { ToDoItem } from '../../../components/admin/ToDoItem';
import { formatUtcDay } from '../../../lib/dates';
import { useMatches } from '../api/get-matches';
import type { MatchWithResult } from '../types';
import { useDraw } from './match-day/use-match-day-admin';
import { todayFirst } from './today-first';

/** Today's match and its next step (the draw, the weigh-in, done), else the next match. */
export function MatchDayToDo() {
  const matches = useMatches();
  if (!matches.data) return null;
  const { focus } = todayFirst(matches.data);
  const match = matches.data.find((each) => each.id === focus?.id);
  if (!focus || !match)
    return (
      <ToDoItem
        text="No matches to come."
        action={{ label: 'Add a match', to: '/admin/manage-matches' }}
      />
    );
  if (focus.when === 'Next')
    return (
      <ToDoItem
        text={`Next match: ${match.description}, ${formatUtcDay(match.date)}.`}
        action={{ label: 'Match Day', to: '/admin/match-day' }}
      />
    );
  return <TodaysMatch match={match} />;
}

function TodaysMatch({ match }: { match: MatchWithResult }) {
  const draw = useDraw(match.id);
  const today = `Today: ${match.description} at ${match.location}.`;
  if (!draw.isSuccess) return <ToDoItem text={today} />;
  const base = `/admin/match-day/${match.id}`;
  if (!draw.data?.published)
    return (
      <ToDoItem
        text={`${today} Next step: the peg draw.`}
        action={{ label: 'Draw', to: `${base}/draw` }}
      />
    );
  if (!match.winner)
    return (
      <ToDoItem
        text={`${today} Next step: weigh in, then publish the results.`}
        action={{ label: 'Weigh-in', to: `${base}/weigh-in` }}
      />
    );
  return (
    <ToDoItem
      text={`${today} The results are published.`}
      action={{ label: 'Weigh-in', to: `${base}/weigh-in` }}
    />
  );
}
