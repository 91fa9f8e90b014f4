// JSON.parse keeps the last of two equal keys in one object and drops the first without a word,
// so a field written twice in a form silently loses one definition. This scan of the text finds
// such keys with their JSON pointer. It assumes text that JSON.parse accepted.

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface Frame {
  kind: 'object' | 'array';
  pointer: string;
  keys: Set<string>;
  index: number;
  /** Object: the key whose value comes next. */
  key?: string;
}

/**
 * Pointers of the second (and later) occurrences of a key in the same object.
 *
 * @example duplicateKeys('{"a":1,"a":2}') // ['/a']
 */
export const duplicateKeys = (text: string): string[] => {
  const out: string[] = [];
  const stack: Frame[] = [];
  // The pointer of the value that starts next, given the innermost container.
  const valuePointer = () => {
    const top = stack[stack.length - 1];
    if (!top) return '';
    if (top.kind === 'array') return `${top.pointer}/${top.index}`;
    return `${top.pointer}/${escapePointer(top.key ?? '')}`;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const str = JSON.parse(text.slice(i, j + 1)) as string;
      i = j + 1;
      // A string directly followed by a colon is a key.
      let k = i;
      while (/\s/.test(text[k] ?? '')) k++;
      if (top?.kind === 'object' && text[k] === ':') {
        if (top.keys.has(str)) out.push(`${top.pointer}/${escapePointer(str)}`);
        top.keys.add(str);
        top.key = str;
        i = k + 1;
      }
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push({
        kind: c === '{' ? 'object' : 'array',
        pointer: valuePointer(),
        keys: new Set(),
        index: 0,
      });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',' && top?.kind === 'array') {
      top.index++;
    }
    i++;
  }
  return out;
};
