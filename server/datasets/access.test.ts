import type { Identity } from '../auth/identity';
import { mayRead } from './access';

const account = (isStaff: boolean): Identity => ({
  username: isStaff ? 'tims.staff' : 'tims.public',
  fullName: 'Someone',
  isAdmin: false,
  isStaff,
  groups: [],
});

describe('mayRead', () => {
  it('lets anyone read a public dataset', () => {
    expect(mayRead('public', null)).toBe(true);
    expect(mayRead('public', account(false))).toBe(true);
  });

  it('lets only staff read a staff-only dataset', () => {
    expect(mayRead('staff', account(true))).toBe(true);
    expect(mayRead('staff', account(false))).toBe(false);
    expect(mayRead('staff', null)).toBe(false);
  });
});
