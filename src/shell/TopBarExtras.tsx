import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// Two contexts: the top bar takes only the (stable) setter, so the slot arriving after the first commit
// renders the extras again, not the whole top bar.
const SlotContext = createContext<HTMLElement | null>(null);
const SetSlotContext = createContext<((el: HTMLElement | null) => void) | undefined>(undefined);

/** Holds the top bar's extras slot, so a screen can place controls (e.g. a country selector) in it. */
export function TopBarExtrasProvider({ children }: { children?: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <SetSlotContext.Provider value={setSlot}>
      <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>
    </SetSlotContext.Provider>
  );
}

/** The ref callback the top bar puts on its extras element. */
export function useTopBarExtrasSlot(): ((el: HTMLElement | null) => void) | undefined {
  return useContext(SetSlotContext);
}

/** Renders its children in the top bar, before the menu button; nothing without a shell around. */
export function TopBarExtras({ children }: { children?: ReactNode }) {
  const slot = useContext(SlotContext);
  return slot ? createPortal(children, slot) : null;
}
