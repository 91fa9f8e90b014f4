/** The numbers of card analytics as the server answers them (server/src/routes/card-event). */
export interface Counts {
  views: number;
  visitors: number;
  saves: number;
  calls: number;
  shares: number;
  maps: number;
}
export type DayCounts = Counts & { day: string };

export interface Overview {
  from: string;
  to: string;
  totals: Counts;
  trend: DayCounts[];
  bySource: Array<{ source: string; views: number }>;
  byOffice: Array<Counts & { organizationId: number; organizationName: string }>;
  topCards: Array<Counts & { cardId: number; name: string; organizationName: string }>;
}

export type CardStats = Pick<Overview, 'from' | 'to' | 'totals' | 'trend' | 'bySource'>;
export interface MyStats {
  week: Counts;
  trend: DayCounts[];
}

/** What each count is called on screen, in the order the screens show them. */
export const countLabels: Array<[keyof Counts, string]> = [
  ['views', '浏览'],
  ['visitors', '访客'],
  ['saves', '存入通讯录'],
  ['calls', '拨打电话'],
  ['shares', '分享'],
  ['maps', '导航'],
];

export const sourceLabels: Record<string, string> = {
  qr: '扫码',
  link: '链接',
  share: '分享',
  miniprogram: '小程序',
};
