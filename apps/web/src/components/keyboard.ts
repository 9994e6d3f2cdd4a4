/** Whether a key press lands in a field the person types in: single-key shortcuts leave it alone. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Inside a menu, listbox, dialog or tab list the keys belong to it. */
export const isInWidget = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('[role="menu"],[role="listbox"],[role="dialog"],[role="tablist"]') !== null;
