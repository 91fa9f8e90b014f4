// Only the window scrolls: scrollIntoView would also scroll inner containers (a table's body)
// and leave them clipped.
export const scrollToFirstError = () => {
  const el = document.querySelector('.ant-formily-item-error');
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  if (top < 64 || top > window.innerHeight - 64) {
    window.scrollBy({ top: top - window.innerHeight / 3, behavior: 'smooth' });
  }
};
