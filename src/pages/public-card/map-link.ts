/**
 * 导航到律所: a link to the address on the map service the firm picked (名片按钮 settings). Only a
 * link the visitor opens — no map API is called by the page. On a phone the service's page offers
 * its app.
 */
export const mapServices = ['amap', 'baidu', 'tencent'] as const;
export type MapService = (typeof mapServices)[number];

export const isMapService = (v: unknown): v is MapService =>
  typeof v === 'string' && (mapServices as readonly string[]).includes(v);

/** @example mapLink('amap', '北京市建国门外大街1号') // 'https://uri.amap.com/search?keyword=…' */
export const mapLink = (service: MapService, address: string, app = 'lawcard'): string => {
  const q = encodeURIComponent(address.trim());
  switch (service) {
    case 'baidu':
      return `https://api.map.baidu.com/geocoder?address=${q}&output=html&src=${app}`;
    case 'tencent':
      return `https://apis.map.qq.com/uri/v1/search?keyword=${q}&referer=${app}`;
    case 'amap':
      return `https://uri.amap.com/search?keyword=${q}&src=${app}&callnative=1`;
  }
};
