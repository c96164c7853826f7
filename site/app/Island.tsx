// A part of a page that needs JavaScript. The prerendered HTML is static except inside these wrappers: the client
// entry (client.tsx) hydrates each one from its own small chunk (site/islands/), so a first visit downloads the
// code of what can be touched, not of the whole page. The wrapper is `display: contents`, so it changes nothing
// on screen, and the client router renders the same wrapper, so a routed page looks as a loaded one.
import type { ReactNode } from 'react';
import type { IslandName } from './islands';

export const ISLAND_ATTR = 'data-island';

export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="pz-island">
      {children}
    </div>
  );
}
