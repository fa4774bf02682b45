import { create } from 'zustand';

/**
 * Shell states that several parts read: the second consecutive login failure (the page waits behind the
 * alert), the blacklisted learner (blocked by the full-screen dialog), and the 'outside the messaging app'
 * flag the guard raises when it lets a visitor without a token through.
 */
type ShellState = {
  loginFailure: string | null;
  blacklisted: boolean;
  outsideMessagingApp: boolean;
  set: (patch: Partial<Omit<ShellState, 'set'>>) => void;
};

export const useShellStore = create<ShellState>()((set) => ({
  loginFailure: null,
  blacklisted: false,
  outsideMessagingApp: false,
  set: (patch) => set(patch),
}));

export const shellState = () => useShellStore.getState();
