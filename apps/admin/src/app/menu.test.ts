import { STAFF_ROLES } from '@course/contracts/console-call';
import { describe, expect, it } from 'vitest';
import { MENU, menuOf } from './menu';

describe('the console menu follows the permission table', () => {
  it('each role sees exactly the pages whose first call it may make', () => {
    expect(menuOf('admin').map((m) => m.path)).toEqual([
      '/dashboard',
      '/camps',
      '/channels',
      '/templates',
      '/classes',
      '/refunds',
      '/feedback',
      '/complaints',
      '/service-messages',
      '/orders',
      '/withdrawals',
      '/courses',
      '/packages',
      '/contests',
      '/staff',
      '/audit',
    ]);
    expect(menuOf('operator').map((m) => m.path)).toEqual([
      '/dashboard',
      '/camps',
      '/channels',
      '/templates',
      '/classes',
      '/feedback',
      '/complaints',
      '/service-messages',
      '/orders',
      '/courses',
      '/packages',
      '/contests',
    ]);
    expect(menuOf('teacher').map((m) => m.path)).toEqual(['/dashboard', '/classes', '/feedback']);
    expect(menuOf('finance').map((m) => m.path)).toEqual(['/refunds', '/orders', '/withdrawals']);
  });

  it('every page is open to some role, and test ids are unique', () => {
    for (const entry of MENU) {
      expect(
        STAFF_ROLES.some((role) => menuOf(role).includes(entry)),
        entry.path,
      ).toBe(true);
    }
    expect(new Set(MENU.map((m) => m.testId)).size).toBe(MENU.length);
  });
});
