import { PRODUCT } from '@yuwen/protocol';
import { createContext, useContext } from 'react';
import { type AppIdentity, VARIANTS } from './identity';

/** The identity of this run; the default is a plain mobile web visit. */
export const IdentityContext = createContext<AppIdentity>({
  product: PRODUCT.default,
  variant: VARIANTS.default,
  layout: 'mobile',
});

/** The identity of this run. */
export function useIdentity(): AppIdentity {
  return useContext(IdentityContext);
}
