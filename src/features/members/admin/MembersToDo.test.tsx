import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useWaitingMembers, type WaitingMembers } from '../api/count-waiting-members';
import { MembersToDo } from './MembersToDo';

// The lines' wording and links are under test; the counts run on the emulator
// (members-admin.int.test.ts).
vi.mock('../api/count-waiting-members', () => ({ useWaitingMembers: vi.fn() }));

function renderWith(waiting: WaitingMembers) {
  vi.mocked(useWaitingMembers).mockReturnValue(queryResult.success(waiting) as never);
  return renderWithProviders(
    <ul>
      <MembersToDo />
    </ul>,
  );
}

describe('MembersToDo', () => {
  it('says what waits, each with the tab that deals with it', () => {
    renderWith({ waitingList: 1, awaitingPayment: 2, renewals: 3 });
    expect(
      screen.getByText('3 applications wait: 1 on the waiting list, 2 awaiting payment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/admin/manage-members?tab=applications',
    );
    expect(screen.getByText("3 members' renewals are due or overdue.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/admin/manage-members?tab=register',
    );
  });

  it('says when nothing waits, with no button and no renewals line', () => {
    const { unmount } = renderWith({ waitingList: 0, awaitingPayment: 0, renewals: 0 });
    expect(screen.getByText('No applications wait.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderWith({ waitingList: 0, awaitingPayment: 1, renewals: 1 });
    expect(screen.getByText('1 application waits: 1 awaiting payment.')).toBeInTheDocument();
    expect(screen.getByText("1 member's renewal is due or overdue.")).toBeInTheDocument();
  });
});
