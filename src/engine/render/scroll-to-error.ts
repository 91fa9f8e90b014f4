import { PLACEHOLDER_ERROR } from './field-placeholder';

const ERROR = `.ant-formily-item-error, .${PLACEHOLDER_ERROR}`;
/** About half a second of frames: errors not drawn by then are not this submit's. */
const MAX_FRAMES = 30;

// Only the window scrolls: scrollIntoView would also scroll inner containers (a table's body)
// and leave them clipped. A field still waiting below the fold shows its error on its placeholder,
// which mounts the field as it comes into view.
const scrollTo = (el: Element) => {
  const top = el.getBoundingClientRect().top;
  if (top < 64 || top > window.innerHeight - 64) {
    window.scrollBy({ top: top - window.innerHeight / 3, behavior: 'smooth' });
  }
};

/**
 * Brings the first error into view once the failed submit's errors are on screen: the errors
 * render with React's next update, after the failed submit returns, so it looks for them frame by
 * frame and scrolls after the frame that draws them. Measuring and scrolling before that frame
 * would delay the errors themselves (and, in a long form, draw the rows scrolled past first).
 */
export const scrollToFirstError = () => {
  let frames = 0;
  const look = () => {
    const el = document.querySelector(ERROR);
    if (el) setTimeout(() => scrollTo(el), 0);
    else if (++frames < MAX_FRAMES) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};
