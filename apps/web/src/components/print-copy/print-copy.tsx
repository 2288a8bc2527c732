import type { CSSProperties, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print-copy.css';

/**
 * What paper gets: the sheets as a child of <body>, shown only when printing while everything else
 * is hidden (print-copy.css), so no layout of the app — a phone's shell, the desktop stage — is in
 * the way and the pages start at the paper's top. `ready` says the teaching font has loaded.
 */
export function PrintCopy({
  className,
  style,
  ready,
  children,
}: {
  className: string;
  style?: CSSProperties;
  ready: boolean;
  children: ReactNode;
}) {
  return createPortal(
    <div className={`yw-print-root ${className}`} style={style} data-testid="print-root" data-ready={ready ? '1' : '0'}>
      {children}
    </div>,
    document.body,
  );
}

/** Prints once the teaching font has loaded (a character drawn before it would print in another face). */
export async function printWhenFontsReady(): Promise<void> {
  await document.fonts.ready;
  window.print();
}
