import { describe, expect, it } from 'vitest';
import { decodeSettings, encodeSettings } from './settings-codec';

describe('decodeSettings', () => {
  it('reads a plain section answer and keeps the version apart from the values', () => {
    expect(decodeSettings({}, { way: 'pinyin', version: 4 })).toEqual({
      values: { way: 'pinyin' },
      version: 4,
      corrupt: false,
    });
  });

  it('parses the JSON text field and picks the dotted section', () => {
    const data = { appConfSet: '{"assets":{"imgs":{"logo":"/a.png"}},"x":1}', version: 2 };
    expect(decodeSettings({ text: 'appConfSet', section: 'assets.imgs' }, data)).toEqual({
      values: { logo: '/a.png' },
      version: 2,
      corrupt: false,
    });
  });

  it('reads an object answer when the text field is absent (conf.app answers an object)', () => {
    const data = { adminFuncSwitch: { global: { card: false } }, version: 1 };
    expect(decodeSettings({ text: 'appConfSet', section: 'adminFuncSwitch' }, data).values).toEqual(
      { global: { card: false } },
    );
  });

  it('reports unreadable text as corrupt instead of throwing', () => {
    expect(
      decodeSettings({ text: 'appConfSet', section: 'index' }, { appConfSet: '{oops' }),
    ).toEqual({ values: {}, version: undefined, corrupt: true });
  });

  it('passes on the server’s corrupt flag', () => {
    expect(decodeSettings({}, { icp: '', corrupt: true }).corrupt).toBe(true);
  });

  it('answers empty values for a missing section or a non-object answer', () => {
    expect(decodeSettings({ section: 'index' }, { card: {} }).values).toEqual({});
    expect(decodeSettings({}, null).values).toEqual({});
  });
});

describe('encodeSettings', () => {
  it('nests the values under the section and sends the document as text', () => {
    expect(
      encodeSettings({ section: 'assets.imgs', text: 'appConfSet' }, { logo: 'a' }, 3),
    ).toEqual({ appConfSet: '{"assets":{"imgs":{"logo":"a"}}}', version: 3 });
  });

  it('sends plain sections as they are, without a version when none was loaded', () => {
    expect(encodeSettings({}, { way: 'weight' })).toEqual({ way: 'weight' });
  });

  it('round-trips through decode', () => {
    const form = { section: 'index', text: 'appConfSet' };
    const values = { intro: '简介', banners: [{ image: '/b.png', link: '' }] };
    expect(decodeSettings(form, { ...encodeSettings(form, values, 7) }).values).toEqual(values);
  });
});
