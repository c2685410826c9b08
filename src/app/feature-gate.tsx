import type { ComponentType, ReactNode } from 'react';
import { UnavailableOnServer } from '@/components/unavailable-on-server';
import type { ServerFeature } from '@/config/server-features';
import { useFeatureAvailable } from '@/lib/server-features';

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
