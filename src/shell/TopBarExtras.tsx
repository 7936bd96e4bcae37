import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const SlotContext = createContext<
  { slot: HTMLElement | null; setSlot: (el: HTMLElement | null) => void } | undefined
>(undefined);

/** Holds the top bar's extras slot, so a screen can place controls (e.g. a country selector) in it. */
export function TopBarExtrasProvider({ children }: { children?: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <SlotContext.Provider value={{ slot, setSlot }}>{children}</SlotContext.Provider>;
}

/** The ref callback the top bar puts on its extras element. */
export function useTopBarExtrasSlot(): ((el: HTMLElement | null) => void) | undefined {
  return useContext(SlotContext)?.setSlot;
}

/** Renders its children in the top bar, before the menu button; nothing without a shell around. */
export function TopBarExtras({ children }: { children?: ReactNode }) {
  const slot = useContext(SlotContext)?.slot;
  return slot ? createPortal(children, slot) : null;
}
