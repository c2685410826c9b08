import { createContext, useContext, type ReactNode } from 'react';

// Whether an error is shown inside a layout (the sidebar and header, or the sign-in frame, stay
// around it) or in place of one, where it must frame itself as a whole page.

const InShellContext = createContext(false);

/** Wraps a layout's <Outlet />: errors of the screens below show in the layout's content area. */
export function InShell({ children }: { children: ReactNode }) {
  return <InShellContext.Provider value={true}>{children}</InShellContext.Provider>;
}

export const useIsInShell = () => useContext(InShellContext);
