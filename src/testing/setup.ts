import { configure } from '@testing-library/react';

// happy-dom lacks matchMedia, which antd's responsive helpers read at import time.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy*/waitFor give up after 1 s by default. An antd form's first render and a save through
// the stub server can take longer on a loaded 2-core machine, so wait up to 10 s: a passing test
// returns as soon as its element appears, and a real failure still fails.
configure({ asyncUtilTimeout: 10_000 });
