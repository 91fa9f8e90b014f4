/**
 * The URLs stored HTML may carry: http(s), mailto, or relative (starts with / . # ? or has no
 * ':' before its first / ? #). Shared by SafeHtml and the editor's link dialog.
 */
export const SAFE_URL = /^(?:(?:https?|mailto):|[/.#?]|[^:/?#]*(?:[/?#]|$))/i;

export const isSafeUrl = (url: string): boolean => SAFE_URL.test(url.trim());
