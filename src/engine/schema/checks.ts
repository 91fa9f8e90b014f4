// Checks a pattern cannot express, shared by the console (a Formily rule) and the server (the
// ajv keyword `x-check`). Each takes a non-empty string and says whether it is valid.

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 统一社会信用代码 (GB 32100-2015): 18 characters, the last a check character over the first 17. */
export const isCreditCode = (value: string): boolean => {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  const sum = CREDIT_WEIGHTS.reduce((acc, w, i) => acc + CREDIT_CHARS.indexOf(value[i]) * w, 0);
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARS[check] === value[17];
};

export const checks = { creditCode: isCreditCode } as const;

export type CheckName = keyof typeof checks;

export const isCheckName = (name: string): name is CheckName =>
  Object.prototype.hasOwnProperty.call(checks, name);
