import { create } from 'zustand';

/**
 * Shell state shared by app start, the guard and the alert: the message of the second consecutive login
 * failure (while it is set, the guard waits behind the alert).
 */
type ShellState = {
  loginFailure: string | null;
  set: (patch: Partial<Omit<ShellState, 'set'>>) => void;
};

export const useShellStore = create<ShellState>()((set) => ({
  loginFailure: null,
  set: (patch) => set(patch),
}));

export const shellState = () => useShellStore.getState();
