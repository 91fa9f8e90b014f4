import { PLACEHOLDER_ERROR } from './field-placeholder';

// Only the window scrolls: scrollIntoView would also scroll inner containers (a table's body)
// and leave them clipped. A field still waiting below the fold shows its error on its placeholder,
// which mounts the field as it comes into view.
export const scrollToFirstError = () => {
  const el = document.querySelector(`.ant-formily-item-error, .${PLACEHOLDER_ERROR}`);
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  if (top < 64 || top > window.innerHeight - 64) {
    window.scrollBy({ top: top - window.innerHeight / 3, behavior: 'smooth' });
  }
};
