import { ToDoItem } from '../../../components/admin/ToDoItem';
import { useWaitingMembers, type WaitingMembers } from '../api/count-waiting-members';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 applications wait: 1 on the waiting list, 2 awaiting payment." */
function applicationsText({ waitingList, awaitingPayment }: WaitingMembers): string {
  const total = waitingList + awaitingPayment;
  if (total === 0) return 'No applications wait.';
  const parts = [
    waitingList > 0 && `${waitingList} on the waiting list`,
    awaitingPayment > 0 && `${awaitingPayment} awaiting payment`,
  ].filter(Boolean);
  return `${plural(total, 'application waits', 'applications wait')}: ${parts.join(', ')}.`;
}

/** The Members admins' lines of "What needs doing": applications, then renewals due. */
export function MembersToDo() {
  const waiting = useWaitingMembers(true).data;
  if (!waiting) return null;
  const applications = waiting.waitingList + waiting.awaitingPayment;
  return (
    <>
      <ToDoItem
        text={applicationsText(waiting)}
        {...(applications > 0 && {
          action: { label: 'Applications', to: '/admin/manage-members?tab=applications' },
        })}
      />
      {waiting.renewals > 0 && (
        <ToDoItem
          text={`${plural(waiting.renewals, "member's renewal is", "members' renewals are")} due or overdue.`}
          action={{ label: 'Register', to: '/admin/manage-members?tab=register' }}
        />
      )}
    </>
  );
}
