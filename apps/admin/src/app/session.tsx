import type { ZStaff } from '@course/contracts/console-staff';
import { consoleMe } from '@course/contracts/console-staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { z } from 'zod';
import { ConsoleError, callConsole, setCsrfToken } from '../api/console-client';
import { LoginPage } from '../pages/login-page';
import { PasswordPage } from '../pages/password-page';
import { LoadError, Loading } from '../ui/states';

/**
 * The signed-in staff: `me` on start (the cookie is httpOnly, so only the server knows); no session shows the
 * login page, a one-time password the change-password page, else the console with the staff in context.
 */

export type Staff = z.output<typeof ZStaff>;

const StaffContext = createContext<Staff | null>(null);

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the session gate');
  return staff;
}

export const SESSION_KEY = ['console', 'session'];

async function loadSession(): Promise<Staff | null> {
  try {
    const me = await callConsole(consoleMe, {});
    setCsrfToken(me.csrfToken);
    return me.staff;
  } catch (error) {
    if (error instanceof ConsoleError && error.notLoggedIn) return null;
    throw error;
  }
}

/** After login, logout or a password change: read the session again. */
export function useRefreshSession() {
  const client = useQueryClient();
  return async () => {
    client.removeQueries({ predicate: (q) => q.queryKey[0] === 'console' && q.queryKey[1] !== 'session' });
    await client.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

export function SessionGate({ children }: { children: ReactNode }) {
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: loadSession, retry: false });
  if (session.isPending) return <Loading tip="正在进入运营后台" />;
  if (session.error) {
    return (
      <div className="admin-centered">
        <LoadError error={session.error} onRetry={() => session.refetch()} />
      </div>
    );
  }
  if (!session.data) return <LoginPage />;
  if (session.data.mustChangePassword) return <PasswordPage forced />;
  return <StaffContext.Provider value={session.data}>{children}</StaffContext.Provider>;
}
