import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

const STORAGE_KEY = 'sidebar-collapsed';

interface SidebarState {
  isCollapsed: boolean;
  isShow: boolean;
  toggleCollapsed: () => void;
  setShow: (show: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

const readCollapsed = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [isCollapsed, setCollapsed] = useState(readCollapsed);
  const [isShow, setShow] = useState(false);
  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(STORAGE_KEY, String(!value));
      } catch {
        // Not remembered then; the toggle still works.
      }
      return !value;
    });
  }, []);
  const value = useMemo(
    () => ({ isCollapsed, isShow, toggleCollapsed, setShow }),
    [isCollapsed, isShow, toggleCollapsed],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar() {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside SidebarProvider');
  return context;
}
