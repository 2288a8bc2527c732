/**
 * Stylesheets linked with `media="print"` and `data-late-style` (index.html) never block the first
 * paint; each applies to the screen once it has loaded. This replaces an inline `onload`, which the
 * Content-Security-Policy refuses.
 */
export function applyLateStyles(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[data-late-style]')) {
    const apply = () => {
      link.media = 'all';
    };
    if (link.sheet) apply();
    else link.addEventListener('load', apply, { once: true });
  }
}

applyLateStyles();
