// Typed values and defaults of every settings section (docs/contract-settings.md): a firm that
// never saved anything reads complete values. Where each section is stored lives here too, so the
// reader (read.ts) needs nothing else.
import routesJson from '../../../../schemas/routes.json';
import type { AdminLevel, RoutesFile } from '../../../../src/engine/schema/types';
import { defaultCardPageFields } from './card-page-fields';
import { formInitials } from './forms';

/** A card field the firm may show on its card page (card-page-fields.ts). */
export type CardFieldName = string;

export type CardButton =
  'call' | 'saveContact' | 'share' | 'navigate' | 'wechat' | 'email' | 'homepage';
/** The map 导航到律所 opens on the public card (a link only; no map API is called). */
export type MapService = 'amap' | 'baidu' | 'tencent';
export type SortWay = 'updateTime' | 'weight' | 'pinyin' | 'practiceYears';
export type LoginMethod = 'password' | 'sms';
export type SearchWho = 'all' | 'lawyer' | 'none';
export type SearchField = 'name' | 'profession' | 'organization' | 'area';

export interface SectionValues {
  index: { banners: Array<{ image: string; link: string }>; featured: number[]; intro: string };
  card: {
    template: 'classic' | 'simple' | 'business';
    themeColor: string;
    fields: CardFieldName[];
  };
  shareCover: { title: string; image: string };
  cardReview: { enabled: boolean; reviewerLevels: AdminLevel[] };
  sortSet: { way: SortWay };
  loginRegSet: { selfRegister: boolean; needApproval: boolean; methods: LoginMethod[] };
  qrcode: { name: string; image: string };
  adminFuncSwitch: { global: Record<string, boolean> };
  mpconf: { mpName: string; appId: string; originalId: string; servicePhone: string };
  searchSet: { who: SearchWho; fields: SearchField[] };
  cardMenu: { buttons: CardButton[]; mapService: MapService };
  'assets.imgs': { logo: string; loginBg: string };
  icpSet: { icp: string };
  cardStats: { retentionDays: number };
}

export type SectionName = keyof SectionValues;

/** Days card events are kept (数据保留) while the firm has not chosen (docs/security.md, 名片数据). */
export const DEFAULT_RETENTION_DAYS = 400;

/**
 * Where a section lives: a key of the jsonb `firm.settings`, or a dotted path inside one of the
 * two text documents (`firm.app_conf` = conf.app, `firm.app_conf_set`; docs/contract-settings.md).
 */
export type Storage = 'settings' | 'appConf' | 'appConfSet';
export type DocumentName = Exclude<Storage, 'settings'>;

export const storageOf: Record<SectionName, Storage> = {
  index: 'appConfSet',
  card: 'appConfSet',
  shareCover: 'settings',
  cardReview: 'settings',
  sortSet: 'settings',
  loginRegSet: 'settings',
  qrcode: 'settings',
  adminFuncSwitch: 'appConf',
  mpconf: 'settings',
  searchSet: 'settings',
  cardMenu: 'appConf',
  'assets.imgs': 'appConf',
  icpSet: 'settings',
  cardStats: 'settings',
};

export const sectionNames = Object.keys(storageOf) as SectionName[];

/** The sections kept in firm.settings (each with its own GET/PUT and version). */
export type StoredSectionName = Exclude<
  SectionName,
  'index' | 'card' | 'adminFuncSwitch' | 'cardMenu' | 'assets.imgs'
>;
export const isStoredSection = (name: SectionName): name is StoredSectionName =>
  storageOf[name] === 'settings';
export const isSectionName = (name: string): name is SectionName => name in storageOf;

/** The sections of a text document, in the order the contract lists them. */
export const sectionsOf = (doc: DocumentName): SectionName[] =>
  sectionNames.filter((n) => storageOf[n] === doc);

/** The function-switch names: the named routes of schemas/routes.json (menu entries). */
export const switchNames: readonly string[] = (routesJson as unknown as RoutesFile).routes
  .map((r) => r.name)
  .filter((n): n is string => typeof n === 'string');

/** What the defaults depend on: the firm's own name (mpconf.mpName). */
export interface FirmFacts {
  name: string;
  /** The older mp_name column; preferred over the firm's name when set. */
  mpName: string;
}

/**
 * A section's values before the firm saves it: the typed defaults below, then every other field
 * of its form (forms.ts), so a field added to a settings form is read, saved and answered.
 */
export const defaultsOf = <K extends SectionName>(name: K, firm: FirmFacts): SectionValues[K] => {
  const typed = typedDefaultsOf(name, firm);
  const added = Object.entries(formInitials(name)).filter(([k]) => !(k in typed));
  // The added fields follow the typed ones; the section's own type names the typed ones only.
  return added.length ? { ...typed, ...Object.fromEntries(added) } : typed;
};

const typedDefaultsOf = <K extends SectionName>(name: K, firm: FirmFacts): SectionValues[K] => {
  const all: SectionValues = {
    index: { banners: [], featured: [], intro: '' },
    card: { template: 'classic', themeColor: '#1677ff', fields: defaultCardPageFields() },
    shareCover: { title: '', image: '' },
    cardReview: { enabled: true, reviewerLevels: [1, 2, 3, 4] },
    sortSet: { way: 'updateTime' },
    loginRegSet: { selfRegister: true, needApproval: true, methods: ['password', 'sms'] },
    qrcode: { name: '', image: '' },
    adminFuncSwitch: { global: Object.fromEntries(switchNames.map((n) => [n, true])) },
    mpconf: {
      mpName: (firm.mpName || firm.name).slice(0, 30),
      appId: '',
      originalId: '',
      servicePhone: '',
    },
    searchSet: { who: 'all', fields: ['name', 'profession'] },
    cardMenu: { buttons: ['call', 'saveContact', 'share', 'navigate'], mapService: 'amap' },
    'assets.imgs': { logo: '', loginBg: '' },
    icpSet: { icp: '' },
    cardStats: { retentionDays: DEFAULT_RETENTION_DAYS },
  };
  return all[name];
};
