import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  differsFromLoaded,
  draftKey,
  isBehind,
  readDraft,
  writeDraft,
  type Draft,
} from './form-drafts';

/** A Storage kept in a Map; `full` makes it refuse writes like a browser over quota. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
});

describe('draftKey', () => {
  it('is namespaced per app, user, form and record', () => {
    expect(draftKey({ type: 'lawyer', id: 7 }, 'card', 'own')).toBe(
      'tenant-admin:draft:lawyer-7:card:own',
    );
    expect(draftKey({ type: 'admin', id: 7 }, 'card', 12)).not.toBe(
      draftKey({ type: 'lawyer', id: 7 }, 'card', 12),
    );
  });
});

describe('writeDraft / readDraft / clearDraft', () => {
  it('round-trips the values with the base version and the time', () => {
    expect(writeDraft(store, 'k', { name: '张三', honors: [{ title: '优秀律师' }] }, 3, 1000)).toBe(
      true,
    );
    expect(readDraft(store, 'k')).toEqual({
      values: { name: '张三', honors: [{ title: '优秀律师' }] },
      version: 3,
      savedAt: 1000,
    });
    clearDraft(store, 'k');
    expect(readDraft(store, 'k')).toBeNull();
  });

  it('keeps no version for a new record', () => {
    writeDraft(store, 'k', { name: 'x' }, undefined, 5);
    expect(readDraft(store, 'k')).toEqual({ values: { name: 'x' }, savedAt: 5 });
  });

  it('drops an unreadable or misshapen entry instead of offering it', () => {
    store.setItem('bad', '{not json');
    expect(readDraft(store, 'bad')).toBeNull();
    expect(store.getItem('bad')).toBeNull();
    store.setItem('shape', JSON.stringify({ values: [1, 2], savedAt: 1 }));
    expect(readDraft(store, 'shape')).toBeNull();
    store.setItem('time', JSON.stringify({ values: {}, savedAt: 'yesterday' }));
    expect(readDraft(store, 'time')).toBeNull();
  });

  it('reports a browser that refuses to store', () => {
    store.full = true;
    expect(writeDraft(store, 'k', { name: 'x' })).toBe(false);
    expect(readDraft(store, 'k')).toBeNull();
  });
});

describe('differsFromLoaded', () => {
  const draft = (values: Record<string, unknown>): Draft => ({ values, savedAt: 1 });

  it('is false for the saved values in another order, or with emptied optional fields', () => {
    expect(
      differsFromLoaded(draft({ bio: null, name: '张三', area: ['11'] }), {
        area: ['11'],
        name: '张三',
        bio: '',
        email: undefined,
      }),
    ).toBe(false);
  });

  it('is true when anything typed differs, nested rows included', () => {
    expect(differsFromLoaded(draft({ name: '张三丰' }), { name: '张三' })).toBe(true);
    expect(
      differsFromLoaded(draft({ honors: [{ title: 'a' }, { title: 'b' }] }), {
        honors: [{ title: 'a' }],
      }),
    ).toBe(true);
  });
});

describe('isBehind', () => {
  it('is true only when both versions are known and differ', () => {
    expect(isBehind({ values: {}, savedAt: 1, version: 2 }, 3)).toBe(true);
    expect(isBehind({ values: {}, savedAt: 1, version: 3 }, 3)).toBe(false);
    expect(isBehind({ values: {}, savedAt: 1 }, 3)).toBe(false);
    expect(isBehind({ values: {}, savedAt: 1, version: 2 }, undefined)).toBe(false);
  });
});
