import type { ReactNode } from 'react';

/** One drawn icon: the tint of its tile and the shapes on it, in a 64 × 64 box. */
export interface IconArt {
  tint: string;
  art: ReactNode;
}
