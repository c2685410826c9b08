import type { ComponentType, ReactNode } from 'react';
import { UnavailableOnServer } from '@/components/unavailable-on-server';
import type { ServerFeature } from '@/config/server-features';
import { useFeatureAvailable } from '@/lib/server-features';

// A screen that stands on a designed endpoint (config/server-features.ts). Once the server has
// answered 404/501 for the feature, whoever lands on the screen reads 'not available on this
// server' in place of it, inside the shell; the rest of the app goes on working.

export function FeatureGate({
  feature,
  fallback,
  children,
}: {
  feature: ServerFeature;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const available = useFeatureAvailable(feature);
  if (available) return children;
  return fallback ?? <UnavailableOnServer heading />;
}

/** The route module's component behind its feature's gate. */
export function gated(feature: ServerFeature, Screen: ComponentType): ComponentType {
  function GatedScreen() {
    return (
      <FeatureGate feature={feature}>
        <Screen />
      </FeatureGate>
    );
  }
  GatedScreen.displayName = `Gated(${feature})`;
  return GatedScreen;
}
