/** Focus from the keyboard, not a click; an engine without :focus-visible counts any focus. */
export const isKeyboardFocus = (el: Element): boolean => {
  try {
    return el.matches(':focus-visible');
  } catch {
    // Opening on every focus beats never opening.
    return true;
  }
};
