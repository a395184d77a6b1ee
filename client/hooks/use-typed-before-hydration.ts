import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps what the shopper typed into a server-rendered controlled field before the page hydrated
 * (issue 31 item 3). React leaves the field's text alone while hydrating but holds its own state
 * (empty), so the next render of the field wrote that state back: "masazny olej" typed at once
 * became "azny olej". At the hydration commit (before any later render) the state takes the text
 * the field holds.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  setValue: (value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the commit that hydrated the field
  useLayoutEffect(() => {
    if (ref.current?.value) setValue(ref.current.value);
  }, []);
}
