import { createContext, type ReactNode } from 'react';
import type { LandingScreen } from '@/config/headings';

/**
 * What a landing screen shows while its code loads (route-table/loading-heading.tsx). The signed-in
 * shell provides it, so its heading, words table and spinner ship with the shell, not with the entry
 * every visit loads, the sign-in page's included.
 */
export const ScreenFallbackContext = createContext<((screen: LandingScreen) => ReactNode) | null>(null);
