import { CLASSROOM_PRODUCTS, PRODUCT, VIEW_PATTERN_DESKTOP } from '@yuwen/protocol';
import { meaningful, toNumber } from '../../lib/stored-value';
import { storage } from '../../platform/storage';

/** The product variants of spec §1, chosen by the app parameter (or a classroom product id). */
export type VariantKey = 'default' | 'classroom' | 'intelligent' | 'mskt';

/** A variant and its display name (also the page title). */
export interface Variant {
  key: VariantKey;
  name: string;
}

/** Every variant with its display name. */
export const VARIANTS: Readonly<Record<VariantKey, Variant>> = {
  default: { key: 'default', name: '语文学堂' },
  classroom: { key: 'classroom', name: '语文课堂' },
  intelligent: { key: 'intelligent', name: '语文智能学习' },
  mskt: { key: 'mskt', name: '名师课堂' },
};

/** Mobile layout, or the desktop layout of view pattern 1. */
export type LayoutKind = 'mobile' | 'desktop';

/** Without view_pattern=1 the desktop layout is used from this viewport width up. */
export const DESKTOP_MIN_WIDTH = 1024;

/** Who the app is this run (spec §1): from the query parameters app, from, product, module. */
export interface AppIdentity {
  app?: string;
  /** The host that opened the app (android, ios, app, a mini-program ...). */
  from?: string;
  product: number;
  /** A module id or key the host opened the app on; the main screen then shows that module. */
  module?: string;
  variant: Variant;
  layout: LayoutKind;
}

/** Storage keys of the identity; the product has its own key, apart from the account's product. */
export const IDENTITY_KEYS = {
  app: 'app',
  from: 'from',
  product: 'appProduct',
  module: 'appModule',
  viewPattern: 'view_pattern',
} as const;

/** The variant of an app parameter and product id. */
export function variantOf(app: string | undefined, product: number): Variant {
  if (app === 'mskt') return VARIANTS.mskt;
  if (app === 'intelligent') return VARIANTS.intelligent;
  if (app === 'classroom' || CLASSROOM_PRODUCTS.includes(product)) return VARIANTS.classroom;
  return VARIANTS.default;
}

/** Desktop when the view pattern is 1; otherwise by viewport width. */
export function layoutOf(viewPattern: string | undefined, viewportWidth: number): LayoutKind {
  if (viewPattern === String(VIEW_PATTERN_DESKTOP)) return 'desktop';
  return viewportWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

/**
 * The identity from the query (which wins) and stored values, and the query values to persist.
 * Empty, 'undefined' and 'null' values count as absent wherever they come from (spec §5).
 */
export function resolveIdentity(
  query: URLSearchParams,
  readStoredKey: (key: string) => string | null,
  viewportWidth: number,
): { identity: AppIdentity; persist: Record<string, string> } {
  const persist: Record<string, string> = {};
  const pick = (param: string, key: string): string | undefined => {
    const given = meaningful(query.get(param));
    if (given !== undefined) {
      persist[key] = given;
      return given;
    }
    return meaningful(readStoredKey(key));
  };
  const app = pick('app', IDENTITY_KEYS.app);
  const from = pick('from', IDENTITY_KEYS.from);
  const productValue = toNumber(pick('product', IDENTITY_KEYS.product));
  const product = productValue !== undefined && Number.isInteger(productValue) ? productValue : PRODUCT.default;
  const module = pick('module', IDENTITY_KEYS.module);
  const viewPattern = pick('view_pattern', IDENTITY_KEYS.viewPattern);
  return {
    identity: {
      app,
      from,
      product,
      module,
      variant: variantOf(app, product),
      layout: layoutOf(viewPattern, viewportWidth),
    },
    persist,
  };
}

/** Reads the identity of this run from the address bar and storage, persisting what the query gave. */
export function loadIdentity(): AppIdentity {
  const { identity, persist } = resolveIdentity(
    new URLSearchParams(window.location.search),
    (key) => storage.getItem(key),
    window.innerWidth,
  );
  for (const [key, value] of Object.entries(persist)) storage.setItem(key, value);
  return identity;
}
