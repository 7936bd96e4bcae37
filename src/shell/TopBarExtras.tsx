import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Slot {
  /** Where the screen's extras render: one element for the app's life, laid out as the top bar's own children. */
  element: HTMLElement;
  /** The ref callback the top bar puts on its extras element: moves the slot into it. */
  attach: (el: HTMLElement | null) => void;
}

const SlotContext = createContext<Slot | undefined>(undefined);

/**
 * Holds the top bar's extras slot, so a screen can place controls (e.g. a country selector) in it. The slot
 * is an element made once and moved into the top bar, not state set when the bar mounts: that state change
 * re-rendered the bar and the screen's extras in a synchronous pass inside the first commit (a long task).
 */
export function TopBarExtrasProvider({ children }: { children?: ReactNode }) {
  const [slot] = useState<Slot>(() => {
    const element = document.createElement('div');
    // Lays out nothing itself: the extras are flex items of the top bar's element, as its own children.
    element.style.display = 'contents';
    return { element, attach: (el) => el?.appendChild(element) };
  });
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/** The ref callback the top bar puts on its extras element. */
export function useTopBarExtrasSlot(): ((el: HTMLElement | null) => void) | undefined {
  return useContext(SlotContext)?.attach;
}

/** Renders its children in the top bar, before the menu button; nothing without a shell around. */
export function TopBarExtras({ children }: { children?: ReactNode }) {
  const slot = useContext(SlotContext)?.element;
  return slot ? createPortal(children, slot) : null;
}
