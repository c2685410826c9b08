import { createContext, type ReactNode } from 'react';
import type { LandingScreen } from '@/config/headings';
import type { OwnHeading } from './own-headings';

export type ScreenHeading = LandingScreen | { own: OwnHeading };

/** Provided by the shell, so the loading heading ships with it and not with the entry. */
export const ScreenFallbackContext = createContext<((heading: ScreenHeading) => ReactNode) | null>(null);
