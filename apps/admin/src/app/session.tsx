import type { ZStaff } from '@course/contracts/console-staff';
import { consoleMe } from '@course/contracts/console-staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ConsoleError, callConsole, onSessionLost, setCsrfToken } from '../api/console-client';
import { LoginPage } from '../pages/login-page';
import { PasswordPage } from '../pages/password-page';
import { LoadError, Loading } from '../ui/states';
import { askAgainAfterLogin, isScreenCall } from './ask-again';
import { SessionExpiredDialog } from './session-expired-dialog';

/**
 * The signed-in staff: `me` on start (the cookie is httpOnly, so only the server knows); no session shows the
 * login page, a one-time password the change-password page, else the console with the staff in context. A
 * session lost while the console is open (any call answering 请先登录 / 登录已过期) keeps the page and asks for
 * the password in a dialog over it; after it, the calls that failed are made again.
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
    client.removeQueries({ predicate: isScreenCall });
    await client.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

export function SessionGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const refresh = useRefreshSession();
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: loadSession, retry: false });
  const [lost, setLost] = useState(false);
  const signedIn = useRef(false);
  signedIn.current = Boolean(session.data && !session.data.mustChangePassword);
  useEffect(() => onSessionLost(() => signedIn.current && setLost(true)), []);
  // a new answer of `me` (another account, or none) starts without the dialog
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new session answer
  useEffect(() => setLost(false), [session.data]);
  const restored = async (staffId: number) => {
    if (staffId !== session.data?.id) {
      await refresh();
      return;
    }
    setLost(false);
    await askAgainAfterLogin(client);
  };
  const switchAccount = () => {
    client.removeQueries({ predicate: isScreenCall });
    client.setQueryData(SESSION_KEY, null);
  };
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
  return (
    <StaffContext.Provider value={session.data}>
      {children}
      <SessionExpiredDialog
        open={lost}
        login={session.data.login}
        onRestored={restored}
        onSwitchAccount={switchAccount}
      />
    </StaffContext.Provider>
  );
}
