import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInProviders } from '../../../test/support/renderInProviders';
import type { AppError } from '../../lib/appError';
import { NotificationCard, type NotificationCardContent } from './NotificationCard';

const closure: NotificationCardContent = {
  severity: 'warning',
  title: 'I-70 lane closure',
  content: {
    ops: [
      { insert: 'Expect delays near ' },
      { insert: 'exit 100', attributes: { bold: true } },
      { insert: '.\n' },
    ],
  },
};

function show(props: Partial<Parameters<typeof NotificationCard>[0]> = {}) {
  return renderInProviders(<NotificationCard notification={closure} {...props} />, [
    'notifications',
  ]);
}

/** A promise the test settles, standing for the delete request. */
function pending() {
  let resolve!: () => void;
  let reject!: (error: AppError) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('NotificationCard', () => {
  it('shows the severity in words, the title and the content, read-only without permission flags', async () => {
    await show({ onEdit: jest.fn(), onDelete: jest.fn() });
    const card = screen.getByRole('article', { name: 'Warning: I-70 lane closure' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Warning: I-70 lane closure',
    );
    expect(card).toHaveTextContent('Expect delays near exit 100.');
    expect(within(card).getByText('exit 100').tagName).toBe('STRONG');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names a card without a title by its severity, and its controls by its text', async () => {
    await show({
      notification: { severity: 'error', content: { ops: [{ insert: 'The portal is down.\n' }] } },
      canDelete: true,
      onDelete: jest.fn(),
      headingLevel: 2,
    });
    const card = screen.getByRole('article', { name: 'Error' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Error' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete notification: The portal is down.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('offers Edit only with canEdit', async () => {
    const onEdit = jest.fn();
    await show({ canEdit: true, onEdit, onDelete: jest.fn() });
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit notification: I-70 lane closure' }),
    );
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('asks before deleting; Cancel closes the question and deletes nothing', async () => {
    const onDelete = jest.fn(() => Promise.resolve());
    await show({ canEdit: true, canDelete: true, onEdit: jest.fn(), onDelete });
    const trigger = screen.getByRole('button', {
      name: 'Delete notification: I-70 lane closure',
    });
    await userEvent.click(trigger);
    const question = await screen.findByRole('dialog', { name: 'Delete notification?' });
    const confirm = within(question).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows the deletion under way and closes the question once it succeeded', async () => {
    const request = pending();
    const onDelete = jest.fn(() => request.promise);
    await show({ canDelete: true, onDelete });
    await userEvent.click(screen.getByRole('button', { name: /^Delete notification/ }));
    const question = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    const busy = within(question).getByRole('button', { name: 'Deleting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(question).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy); // pressing again while busy does nothing
    expect(onDelete).toHaveBeenCalledTimes(1);
    request.resolve();
    await waitFor(() => expect(question).not.toBeInTheDocument());
  });

  it('keeps the question open with the reason when deleting fails, and lets the admin retry', async () => {
    const onDelete = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce({ code: 'not-found', message: 'Gone', status: 404 })
      .mockRejectedValueOnce({ code: 'network', message: 'Failed to fetch' })
      .mockResolvedValueOnce(undefined);
    await show({ canDelete: true, onDelete });
    await userEvent.click(screen.getByRole('button', { name: /^Delete notification/ }));
    const question = await screen.findByRole('dialog', { name: 'Delete notification?' });
    const confirm = within(question).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'This notification no longer exists',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'TIMS could not be reached',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(3);
  });
});
