import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from './form-drafts';
import { clearDrafts, getUserinfo, type Userinfo } from '../../api/session';
import { signIn, signOut } from '../../api/session-store';

// Drafts are per user and wiped on logout (docs/security.md, suite 8): a browser keeps only the
// drafts of the user signed in on it. happy-dom's localStorage is real storage here.
const lawyerA: Userinfo = { id: 7, type: 'lawyer', name: '张伟', auth: ['LAWYER'] };
const lawyerB: Userinfo = { id: 8, type: 'lawyer', name: '刘洋', auth: ['LAWYER'] };
const admin: Userinfo = { id: 7, type: 'admin', name: '管理员', auth: ['ADMIN'] };

const keyA = draftKey(lawyerA, 'card', 'own');
const keyB = draftKey(lawyerB, 'card', 'own');
const keyAdmin = draftKey(admin, 'content', 'new');
const typed = { name: '张伟', intro: '十年执业经验' };

const drafts = () =>
  Object.keys(localStorage)
    .filter((k) => k.startsWith('tenant-admin:draft:'))
    .sort();

afterEach(() => localStorage.clear());

describe('drafts and the session', () => {
  it('退出登录 removes every draft kept in the browser, and only drafts', () => {
    signIn('t', lawyerA, false);
    writeDraft(localStorage, keyA, typed);
    writeDraft(localStorage, keyAdmin, { title: 'x' });
    localStorage.setItem('tenant-admin:something-else', '1');
    signOut();
    expect(drafts()).toEqual([]);
    expect(localStorage.getItem('tenant-admin:something-else')).toBe('1');
    expect(getUserinfo()).toBeNull();
  });

  it('lawyer B signing in on A’s browser never gets A’s draft: it is removed', () => {
    signIn('t', lawyerA, false);
    writeDraft(localStorage, keyA, typed);
    signIn('t2', lawyerB, false);
    expect(readDraft(localStorage, keyA)).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it('the same user signing in again (after a timeout) keeps their drafts', () => {
    writeDraft(localStorage, keyA, typed);
    writeDraft(localStorage, keyB, { name: '刘洋' });
    signIn('t', lawyerA, false);
    expect(readDraft(localStorage, keyA)?.values).toEqual(typed);
    expect(drafts()).toEqual([keyA]);
  });

  it('an admin and a lawyer with the same id are different owners', () => {
    writeDraft(localStorage, keyA, typed);
    signIn('t', admin, false);
    expect(drafts()).toEqual([]);
  });

  it('clearDrafts counts what it removed; a user without an id keeps nothing', () => {
    writeDraft(localStorage, keyA, typed);
    writeDraft(localStorage, keyB, typed);
    expect(clearDrafts({ type: 'lawyer' })).toBe(2);
    expect(clearDrafts()).toBe(0);
  });
});
