import { DOUBLE_CLICK_LOOKUP_DELAY_MS, LONG_PRESS_LOOKUP_MS, MESSAGE, TOAST_SHORT_DURATION_MS } from '@yuwen/protocol';
import { useEffect, useState } from 'react';
import { openDictionary } from '../dictionary-overlay/dictionary-overlay-store';
import { toast } from '../toast/toast-store';
import { lookupOutcome } from './lookup-text';
import './char-lookup.css';

/** A press that wanders further than this (px) is a drag, not a long-press. */
const PRESS_SLOP = 10;

/** Form fields, and anything marked data-char-lookup="off" (the writing board), keep their own gestures. */
function lookupAllowed(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  return !target.closest('input, textarea, select, [contenteditable="true"], [data-char-lookup="off"]');
}

function currentSelection(): Selection | null {
  return typeof window.getSelection === 'function' ? window.getSelection() : null;
}

/** Is the point on the selected text? (A long-press on a selection looks it up.) */
function pointInSelection(selection: Selection | null, x: number, y: number): boolean {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return false;
  const rects = selection.getRangeAt(0).getClientRects();
  return Array.from(rects).some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
}

/**
 * Lookup anywhere (spec §4/§5): a long-press (750 ms) or a double-click (after 50 ms) on selected
 * text looks its Chinese characters up. Mounted once in each layout, so every page has it.
 */
export function CharLookup({ mobile }: { mobile: boolean }) {
  const [choices, setChoices] = useState<string[] | null>(null);

  useEffect(() => {
    const lookUp = (text: string) => {
      const outcome = lookupOutcome(text);
      switch (outcome.kind) {
        case 'ignore':
          return;
        case 'not-chinese':
          // Desktop shows nothing (spec §5).
          if (mobile) toast.info(MESSAGE.notChinese, TOAST_SHORT_DURATION_MS);
          return;
        case 'dictionary':
          openDictionary(outcome.char);
          return;
        case 'choose':
          setChoices(outcome.chars);
      }
    };

    let pressTimer: ReturnType<typeof setTimeout> | undefined;
    let pressStart = { x: 0, y: 0 };
    // The selection the press landed on: pressing may collapse it before the 750 ms are up.
    let pressedSelection = '';
    const cancelPress = () => clearTimeout(pressTimer);

    const onPointerDown = (event: PointerEvent) => {
      cancelPress();
      if (!event.isPrimary || event.button > 0 || !lookupAllowed(event.target)) return;
      const selection = currentSelection();
      pressedSelection = pointInSelection(selection, event.clientX, event.clientY) ? (selection?.toString() ?? '') : '';
      pressStart = { x: event.clientX, y: event.clientY };
      pressTimer = setTimeout(() => {
        const now = currentSelection()?.toString() ?? '';
        lookUp(now.trim() ? now : pressedSelection);
      }, LONG_PRESS_LOOKUP_MS);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (Math.hypot(event.clientX - pressStart.x, event.clientY - pressStart.y) > PRESS_SLOP) cancelPress();
    };
    const onDoubleClick = (event: MouseEvent) => {
      if (!lookupAllowed(event.target)) return;
      // The browser finishes selecting the word first.
      setTimeout(() => lookUp(currentSelection()?.toString() ?? ''), DOUBLE_CLICK_LOOKUP_DELAY_MS);
    };

    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointermove', onPointerMove);
    document.addEventListener('pointerup', cancelPress);
    document.addEventListener('pointercancel', cancelPress);
    document.addEventListener('dblclick', onDoubleClick);
    return () => {
      cancelPress();
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointermove', onPointerMove);
      document.removeEventListener('pointerup', cancelPress);
      document.removeEventListener('pointercancel', cancelPress);
      document.removeEventListener('dblclick', onDoubleClick);
    };
  }, [mobile]);

  if (!choices) return null;
  const choose = (char: string) => {
    setChoices(null);
    openDictionary(char);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes the chooser (spec §4); the close button is the keyboard path
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div className="yw-char-chooser" data-testid="char-chooser" onClick={() => setChoices(null)}>
      <div
        className="yw-char-chooser__dialog"
        role="dialog"
        aria-modal="true"
        aria-label="选择要查的字"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.key === 'Escape' && setChoices(null)}
      >
        <div className="yw-char-chooser__head">
          <span>选择要查的字</span>
          <button type="button" className="yw-char-chooser__close" aria-label="关闭" onClick={() => setChoices(null)}>
            ×
          </button>
        </div>
        <div className="yw-char-chooser__chars">
          {choices.map((char) => (
            <button key={char} type="button" className="yw-char-chooser__char yw-kai" onClick={() => choose(char)}>
              {char}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
