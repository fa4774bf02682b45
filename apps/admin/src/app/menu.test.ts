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
      '/staff',
      '/audit',
    ]);
    expect(menuOf('operator').map((m) => m.path)).toEqual([
      '/dashboard',
      '/camps',
      '/channels',
      '/templates',
      '/classes',
    ]);
    expect(menuOf('teacher').map((m) => m.path)).toEqual(['/dashboard', '/classes']);
    expect(menuOf('finance').map((m) => m.path)).toEqual(['/refunds']);
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
