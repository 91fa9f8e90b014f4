import { PLACEHOLDER_ERROR } from './field-placeholder';

// Only the window scrolls: scrollIntoView would also scroll inner containers (a table's body)
// and leave them clipped. A field still waiting below the fold shows its error on its placeholder,
// which mounts the field as it comes into view.
const scrollToError = () => {
  const el = document.querySelector(`.ant-formily-item-error, .${PLACEHOLDER_ERROR}`);
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  if (top < 64 || top > window.innerHeight - 64) {
    window.scrollBy({ top: top - window.innerHeight / 3, behavior: 'smooth' });
  }
};

/** Brings the first error into view once the failed submit's errors are on screen. */
export const scrollToFirstError = () => {
  // The errors render with React's next update, after the failed submit returns.
  requestAnimationFrame(() => setTimeout(scrollToError, 0));
};
