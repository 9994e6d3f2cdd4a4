import { useEffect, useRef } from 'react';
import { isInWidget, isTyping } from '../../components/keyboard.ts';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented'>;

/**
 * Ctrl+K / Cmd+K anywhere outside another dialog, or "/" when not typing in a field nor inside a menu, list or dialog.
 * The calendar's own single keys (t, n, w, ?, arrows) are none of these, and a key a screen already handled is left alone.
 */
export function isGoToShortcut(press: KeyPress): boolean {
  if (press.defaultPrevented || press.altKey) return false;
  if (press.ctrlKey || press.metaKey) {
    const inDialog = press.target instanceof HTMLElement && press.target.closest('[role="dialog"]') !== null;
    return press.key.toLowerCase() === 'k' && !inDialog;
  }
  return press.key === '/' && !isTyping(press.target) && !isInWidget(press.target);
}

/** Opens the "go to" dialog on its shortcut. */
export function useGoToShortcut(open: () => void) {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isGoToShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
