// firm.appConf is text (spec §3) parsed on read. Whatever is stored, the console gets a complete
// object: missing keys fall back to defaults, corrupt text is logged and replaced by defaults.
import type { FastifyBaseLogger } from 'fastify';

export const defaultAppConf = () => ({
  assets: { imgs: { logo: '', loginBg: '' } },
  adminFuncSwitch: {
    global: { office: true, lawyer: true, card: true, profession: true, logs: true, conf: true },
  },
  icp: '',
});

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge of stored values over defaults; only plain objects merge, the rest replaces. */
const merge = (base: Plain, over: Plain): Plain => {
  const out: Plain = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = isPlain(v) && isPlain(base[k]) ? merge(base[k] as Plain, v) : v;
  }
  return out;
};

export const parseAppConf = (text: string, log: FastifyBaseLogger, firmId: number): Plain => {
  if (!text.trim()) return defaultAppConf();
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isPlain(parsed)) throw new Error('appConf is not an object');
    return merge(defaultAppConf(), parsed);
  } catch (err) {
    log.warn({ firmId, err: (err as Error).message }, 'corrupt firm.appConf; serving defaults');
    return defaultAppConf();
  }
};
