import { PAGE_NAMES } from '../../../../contracts/pages';
import {
  fromLocalInput,
  fromNotification,
  headline,
  NEW_NOTIFICATION,
  PAGE_CHOICES,
  statusAt,
  toInput,
  toLocalInput,
  validate,
  type NotificationFormValues,
} from './notificationForm';

const text = (insert: string) => ({ ops: [{ insert }] });

const draft = (overrides: Partial<NotificationFormValues> = {}): NotificationFormValues => ({
  ...NEW_NOTIFICATION,
  content: text('Lanes close at night.\n'),
  ...overrides,
});

describe('local date and time values', () => {
  it('reads real dates and times only, in local time', () => {
    expect(fromLocalInput('2030-12-01T08:00')).toEqual(new Date(2030, 11, 1, 8, 0));
    expect(fromLocalInput('2030-12-01T08:00:30')).toEqual(new Date(2030, 11, 1, 8, 0, 30));
    expect(fromLocalInput('0099-01-01T00:00')!.getFullYear()).toBe(99);
    for (const value of ['', '2030-02-30T08:00', '2030-13-01T08:00', '2030-12-01', 'soon']) {
      expect(fromLocalInput(value)).toBeNull();
    }
  });

  it('writes an instant back as the same local value', () => {
    const instant = new Date(2030, 11, 1, 8, 5).toISOString();
    expect(toLocalInput(instant)).toBe('2030-12-01T08:05');
    expect(toLocalInput(null)).toBe('');
  });
});

describe('validate', () => {
  it('accepts a global notification with text and no schedule', () => {
    expect(validate(draft())).toEqual({});
  });

  it('asks for a page when the notification is not global', () => {
    expect(validate(draft({ isGlobal: false })).pages).toEqual({ key: 'pagesRequired' });
    expect(validate(draft({ isGlobal: false, pages: ['Data'] }))).toEqual({});
  });

  it('wants the end after the start, and both within 1900–2099', () => {
    expect(
      validate(draft({ startsAt: '2030-12-05T08:00', endsAt: '2030-12-05T08:00' })).endsAt,
    ).toEqual({ key: 'endBeforeStart' });
    expect(validate(draft({ startsAt: '2030-12-05T08:00', endsAt: '2030-12-05T08:01' }))).toEqual(
      {},
    );
    expect(validate(draft({ startsAt: '1899-12-31T23:59' })).startsAt).toEqual({
      key: 'dateRange',
    });
    expect(validate(draft({ endsAt: '2100-01-01T00:00' })).endsAt).toEqual({ key: 'dateRange' });
    expect(validate(draft({ startsAt: '1900-01-01T00:00', endsAt: '2099-12-31T23:59' }))).toEqual(
      {},
    );
    expect(validate(draft({ endsAt: '2030-02-30T08:00' })).endsAt).toEqual({ key: 'dateInvalid' });
  });

  it('wants some text or an embed, and content the shared rules accept', () => {
    expect(validate(draft({ content: text('  \n') })).content).toEqual({
      key: 'contentRequired',
    });
    expect(
      validate(
        draft({
          content: { ops: [{ insert: { image: 'https://x.gov/a.png' } }, { insert: '\n' }] },
        }),
      ),
    ).toEqual({});
    expect(
      validate(
        draft({
          content: { ops: [{ insert: 'x', attributes: { code: true } }, { insert: '\n' }] },
        }),
      ).content,
    ).toEqual({ key: 'contentInvalid', values: { problem: 'Operation 0: unknown format "code"' } });
  });
});

describe('toInput and fromNotification', () => {
  it('makes the request body: pages in the canonical order, instants in UTC, no empty title', () => {
    expect(
      toInput(
        draft({
          isGlobal: false,
          pages: ['Support', 'Data'],
          severity: 'warning',
          title: '  ',
          startsAt: '2030-12-01T08:00',
        }),
      ),
    ).toEqual({
      isGlobal: false,
      pages: ['Data', 'Support'],
      severity: 'warning',
      content: text('Lanes close at night.\n'),
      startsAt: new Date(2030, 11, 1, 8, 0).toISOString(),
      endsAt: null,
    });
    // A global notification names no pages.
    expect(toInput(draft({ isGlobal: true, pages: ['Data'], title: ' Closure ' }))).toMatchObject({
      isGlobal: true,
      pages: [],
      title: 'Closure',
    });
  });

  it('reads a stored notification into the form and back unchanged', () => {
    const stored = {
      id: 4,
      isGlobal: false,
      pages: ['Projects', 'Home'],
      severity: 'error' as const,
      title: 'Portal outage',
      content: text('Sign-in is down.\n'),
      startsAt: new Date(2030, 0, 2, 9, 30).toISOString(),
      endsAt: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: 'tims.admin',
      updatedBy: 'tims.admin',
    };
    const values = fromNotification(stored);
    expect(values).toEqual({
      isGlobal: false,
      pages: ['Home', 'Projects'],
      severity: 'error',
      title: 'Portal outage',
      content: stored.content,
      startsAt: '2030-01-02T09:30',
      endsAt: '',
    });
    expect(toInput(values)).toEqual({
      isGlobal: false,
      pages: ['Home', 'Projects'],
      severity: 'error',
      title: 'Portal outage',
      content: stored.content,
      startsAt: stored.startsAt,
      endsAt: null,
    });
  });
});

describe('the list’s helpers', () => {
  it('reckons the status as the server does', () => {
    const now = Date.parse('2030-06-01T12:00:00Z');
    expect(statusAt({ startsAt: null, endsAt: null }, now)).toBe('active');
    expect(statusAt({ startsAt: '2030-06-02T00:00:00Z', endsAt: null }, now)).toBe('scheduled');
    expect(statusAt({ startsAt: null, endsAt: '2030-06-01T12:00:00Z' }, now)).toBe('expired');
    expect(
      statusAt({ startsAt: '2030-06-01T12:00:00Z', endsAt: '2030-06-01T12:00:01Z' }, now),
    ).toBe('active');
  });

  it('names a notification by its title, else its first words', () => {
    expect(headline({ title: ' Closure ', content: text('x\n') })).toBe('Closure');
    expect(headline({ title: null, content: text('Lanes   close\nat night.\n') })).toBe(
      'Lanes close at night.',
    );
    expect(headline({ title: '', content: text('one two three four\n') }, 3)).toBe(
      'one two three…',
    );
  });

  it('offers every page name, each once', () => {
    expect([...PAGE_CHOICES].sort()).toEqual([...PAGE_NAMES].sort());
  });
});
