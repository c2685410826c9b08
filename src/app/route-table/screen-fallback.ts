import { createContext, type ReactNode } from 'react';
import type { LandingScreen } from '@/config/headings';
import type { OwnHeading } from './own-headings';

/** A landing screen's heading (core words) or another screen's own (its area's words). */
export type ScreenHeading = LandingScreen | { own: OwnHeading };

/**
 * What a screen shows while its code loads (route-table/loading-heading.tsx). The signed-in shell
 * provides it, so its heading, words table and spinner ship with the shell, not with the entry
 * every visit loads, the sign-in page's included.
 */
export const ScreenFallbackContext = createContext<((heading: ScreenHeading) => ReactNode) | null>(null);
