import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dictionaryQuery, subscribeDictionary } from './dictionary-overlay-store';

// The dictionary (with hanzi-writer) loads only when first opened, keeping the first screen light.
const DictionaryOverlay = lazy(() => import('./dictionary-overlay').then((m) => ({ default: m.DictionaryOverlay })));

/** Shows the dictionary overlay while the store holds a query; mount once in each layout. */
export function DictionaryHost({ desktop }: { desktop: boolean }) {
  const query = useSyncExternalStore(subscribeDictionary, dictionaryQuery);
  if (query === null) return null;
  return (
    <Suspense fallback={null}>
      <DictionaryOverlay key={query} query={query} desktop={desktop} />
    </Suspense>
  );
}
