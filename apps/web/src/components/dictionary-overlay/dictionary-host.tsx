import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeDictionary, dictionaryQuery, subscribeDictionary } from './dictionary-overlay-store';

// The dictionary (with hanzi-writer) loads only when first opened, keeping the first screen light.
const DictionaryOverlay = lazy(() => import('./dictionary-overlay').then((m) => ({ default: m.DictionaryOverlay })));

/** Marks the history entry pushed for an open dictionary. */
const OPEN_MARK = 'dictionaryOpen';

function isMarked(state: unknown): boolean {
  return typeof state === 'object' && state !== null && OPEN_MARK in state;
}

/**
 * The browser's back closes the dictionary (spec §2): opening it adds a history entry of the same
 * page; going back from there closes it, and closing it otherwise takes that entry away again.
 */
function useBackClosesDictionary(open: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = useRef(false);
  const marked = isMarked(location.state);

  useEffect(() => {
    if (open && !pushed.current && !marked) {
      pushed.current = true;
      const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
      void navigate(location, { state: { ...state, [OPEN_MARK]: true } });
    } else if (!open && pushed.current && marked) {
      pushed.current = false;
      void navigate(-1);
    } else if (open && pushed.current && !marked) {
      // Back (or any navigation) left the dictionary's entry.
      pushed.current = false;
      closeDictionary();
    }
  }, [open, marked, location, navigate]);
}

/** Shows the dictionary overlay while the store holds a query; mount once in each layout. */
export function DictionaryHost({ desktop }: { desktop: boolean }) {
  const query = useSyncExternalStore(subscribeDictionary, dictionaryQuery);
  useBackClosesDictionary(query !== null);
  if (query === null) return null;
  return (
    <Suspense fallback={null}>
      <DictionaryOverlay key={query} query={query} desktop={desktop} />
    </Suspense>
  );
}
