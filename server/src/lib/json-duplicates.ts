// JSON.parse keeps the last of two equal keys, while a proxy, a log or a WAF in front of us may
// read the first: the same body would mean two things. Bodies with a repeated key are refused.

/**
 * Whether any object in `text` names a key twice (after unescaping, so "a" and "\u0061" are one
 * key). Call it only on text JSON.parse accepted: the scan relies on the strings being well formed.
 */
export const hasDuplicateKeys = (text: string): boolean => {
  // One entry per open container: the keys seen so far for an object, null for an array.
  const stack: Array<Set<string> | null> = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const keys = stack[stack.length - 1];
      if (expectKey && keys) {
        const raw = text.slice(i, end + 1);
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (keys.has(key)) return true;
        keys.add(key);
      }
      expectKey = false;
      i = end;
    } else if (c === '{') {
      stack.push(new Set());
      expectKey = true;
    } else if (c === '[') {
      stack.push(null);
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      expectKey = stack[stack.length - 1] != null;
    }
  }
  return false;
};
