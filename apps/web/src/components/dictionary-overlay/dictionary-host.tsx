import { useQueryClient } from '@tanstack/react-query';
import { MESSAGE, TOAST_DEFAULT_DURATION_MS } from '@yuwen/protocol';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../toast/toast-store';
import { prefetchCharacter } from './character.api';
import { closeDictionary, dictionaryQuery, subscribeDictionary } from './dictionary-overlay-store';

type Overlay = typeof import('./dictionary-overlay').DictionaryOverlay;

let overlayCode: Promise<Overlay> | undefined;

/**
 * The dictionary (with hanzi-writer) runs only when first opened, keeping the first screen light (the
 * page prefetches its files: build/app-chunk.ts); asked for once, again after a failure. Not React.lazy: Suspense holds a revealed boundary back for
 * up to 300 ms after its fallback, which was most of the first open.
 */
function loadOverlay(): Promise<Overlay> {
  overlayCode ??= import('./dictionary-overlay').then(
    (m) => m.DictionaryOverlay,
    (error: unknown) => {
      overlayCode = undefined;
      throw error;
    },
  );
  return overlayCode;
}

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

/**
 * The overlay's code, loaded from the moment a query opens it. At the tap itself (the store's
 * listener, before React renders) the code and the character's entry are asked for together.
 */
function useOverlayCode(query: string | null): Overlay | null {
  const client = useQueryClient();
  const [overlay, setOverlay] = useState<Overlay | null>(null);

  useEffect(
    () =>
      subscribeDictionary(() => {
        const opened = dictionaryQuery();
        if (opened === null) return;
        prefetchCharacter(client, opened);
        void loadOverlay().catch(() => {});
      }),
    [client],
  );

  useEffect(() => {
    if (query === null || overlay) return;
    let current = true;
    loadOverlay().then(
      (code) => current && setOverlay(() => code),
      () => {
        if (!current) return;
        toast.info(MESSAGE.networkAbnormal, TOAST_DEFAULT_DURATION_MS);
        closeDictionary();
      },
    );
    return () => {
      current = false;
    };
  }, [query, overlay]);
  return overlay;
}

/** Shows the dictionary overlay while the store holds a query; mount once in each layout. */
export function DictionaryHost({ desktop }: { desktop: boolean }) {
  const query = useSyncExternalStore(subscribeDictionary, dictionaryQuery);
  const DictionaryOverlay = useOverlayCode(query);
  useBackClosesDictionary(query !== null);
  if (query === null || !DictionaryOverlay) return null;
  return <DictionaryOverlay key={query} query={query} desktop={desktop} />;
}
