import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The app's icon: 墨墨's face (the mascot's round panda head with its ink-brush tuft) on the brand
 * blue, drawn here once and rendered to PNG at build time. `maskable` fills the whole square and
 * keeps the face inside the middle 60 %, which every launcher's mask leaves whole; the plain icon
 * is a rounded tile with the face larger.
 */
export function iconSvg({ maskable }: { maskable: boolean }): string {
  const tile = maskable
    ? '<rect width="512" height="512" fill="#3a86ff"/>'
    : '<rect x="16" y="16" width="480" height="480" rx="112" fill="#3a86ff"/>';
  // The face is drawn on a 160-unit grid (as the mascot) and placed by one transform.
  const place = maskable ? 'translate(128 134) scale(1.6)' : 'translate(76 86) scale(2.25)';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  ${tile}
  <circle cx="256" cy="256" r="${maskable ? 150 : 196}" fill="#e3eeff" opacity="0.35"/>
  <g transform="${place}">
    <circle cx="38" cy="27" r="15" fill="#3a3350"/>
    <circle cx="122" cy="27" r="15" fill="#3a3350"/>
    <ellipse cx="80" cy="62" rx="50" ry="43" fill="#ffffff"/>
    <path d="M70 5c10-2 20 5 19 15-1 5-8 6-11 2-3-4-2-10-8-17z" fill="#3a3350"/>
    <ellipse cx="60" cy="64" rx="13" ry="15.5" fill="#3a3350" transform="rotate(-22 60 64)"/>
    <ellipse cx="100" cy="64" rx="13" ry="15.5" fill="#3a3350" transform="rotate(22 100 64)"/>
    <circle cx="61.5" cy="62.5" r="6.5" fill="#ffffff"/>
    <circle cx="99.5" cy="62.5" r="6.5" fill="#ffffff"/>
    <circle cx="62" cy="63" r="4" fill="#3a3350"/>
    <circle cx="100" cy="63" r="4" fill="#3a3350"/>
    <ellipse cx="45" cy="81" rx="7.5" ry="5" fill="#ff8fab"/>
    <ellipse cx="115" cy="81" rx="7.5" ry="5" fill="#ff8fab"/>
    <ellipse cx="80" cy="77" rx="6.5" ry="4.5" fill="#3a3350"/>
    <path d="M69 86q11 13 22 0z" fill="#c94446"/>
    <path d="M46 102q34 14 68 0l1 8q-35 15-70 0z" fill="#ff8a4c"/>
  </g>
</svg>`;
}

/** The PNGs the manifest and index.html name: file name, size, variant. */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon.png', size: 180, maskable: true },
] as const;

/** Renders the icon at one size. */
export function renderIcon(size: number, maskable: boolean): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg({ maskable })))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The Vite plugin: the icons as build assets (so the service worker's precache list has them), and
 * in development at their addresses from memory.
 */
export function appIconsPlugin(): Plugin {
  return {
    name: 'yuwen-app-icons',
    async generateBundle() {
      for (const icon of APP_ICONS)
        this.emitFile({ type: 'asset', fileName: icon.file, source: await renderIcon(icon.size, icon.maskable) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const icon = APP_ICONS.find((i) => request.url === `/${i.file}`);
        if (!icon) return next();
        void renderIcon(icon.size, icon.maskable).then((png) => {
          response.setHeader('content-type', 'image/png');
          response.end(png);
        });
      });
    },
  };
}
