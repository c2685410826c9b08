import { createContext, useContext, type ReactNode } from 'react';

const InShellContext = createContext(false);

/** Wraps a layout's <Outlet />: errors of the screens below show in the layout's content area. */
export function InShell({ children }: { children: ReactNode }) {
  return <InShellContext.Provider value={true}>{children}</InShellContext.Provider>;
}

export const useIsInShell = () => useContext(InShellContext);
