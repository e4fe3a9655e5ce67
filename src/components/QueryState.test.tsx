import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { CardGrid } from './CardGrid';
import { QueryState } from './QueryState';

/** A real query whose answers are given one by one: each read takes the next. */
function Rules({ answers }: { answers: (() => string[] | null)[] }) {
  const rules = useQuery({
    queryKey: ['rules'],
    queryFn: async () => {
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    },
  });
  return (
    <QueryState query={rules} what="the rules" empty="No rules yet.">
      {(list) => (
        <CardGrid items={list} itemKey={(rule) => rule}>
          {(rule) => <p>{rule}</p>}
        </CardGrid>
      )}
    </QueryState>
  );
}

const refused = () => {
  throw Object.assign(new Error('denied'), { code: 'permission-denied' });
};

describe('QueryState', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('shows a spinner named for what loads, then the content', async () => {
    renderWithProviders(<Rules answers={[() => ['No night fishing']]} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the rules' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('No night fishing');
  });

  it("says the app's failure sentence, and Retry reads again", async () => {
    const { user } = renderWithProviders(<Rules answers={[refused, () => ['Barbless hooks']]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the rules. You do not have permission to do that.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Barbless hooks');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the page’s sentence when there is nothing, for an empty list or no document', async () => {
    const { unmount } = renderWithProviders(<Rules answers={[() => []]} />);
    expect(await screen.findByText('No rules yet.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Rules answers={[() => null]} />);
    expect(await screen.findByText('No rules yet.')).toBeInTheDocument();
  });

  it('with no connection and nothing kept, says so while it waits', () => {
    act(() => onlineManager.setOnline(false));
    renderWithProviders(<Rules answers={[() => ['Keep nets wet']]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No signal: this page will show once the connection is back.',
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the rules' })).toBeInTheDocument();
  });
});

describe('CardGrid', () => {
  it('lists the cards, or says the sentence when there are none', () => {
    const { unmount } = renderWithProviders(
      <CardGrid items={['Lake', 'Pond']} itemKey={(name) => name} empty="No waters.">
        {(name, index) => <p>{`${index + 1}. ${name}`}</p>}
      </CardGrid>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1. Lake',
      '2. Pond',
    ]);
    unmount();
    renderWithProviders(
      <CardGrid items={[]} itemKey={(name: string) => name} empty="No waters.">
        {(name) => <p>{name}</p>}
      </CardGrid>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No waters.')).toBeInTheDocument();
  });
});
