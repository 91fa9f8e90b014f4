/**
 * The page's <title> and its share tags (Open Graph, which WeChat and most apps read for the link
 * preview, plus the itemprop tags older WeChat versions read), set once the card has loaded.
 */
export interface HeadCard {
  title: string;
  description: string;
  url: string;
  image?: string | null;
}

const setMeta = (attr: 'property' | 'name' | 'itemprop', key: string, content: string) => {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
};

export const setHeadTags = (c: HeadCard) => {
  document.title = c.title;
  setMeta('name', 'description', c.description);
  setMeta('property', 'og:type', 'profile');
  setMeta('property', 'og:title', c.title);
  setMeta('property', 'og:description', c.description);
  setMeta('property', 'og:url', c.url);
  setMeta('itemprop', 'name', c.title);
  setMeta('itemprop', 'description', c.description);
  if (c.image) {
    setMeta('property', 'og:image', c.image);
    setMeta('itemprop', 'image', c.image);
  }
};
