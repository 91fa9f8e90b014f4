import { describe, expect, it } from 'vitest';
import { forms } from '../../../testing/all-schemas';
import { cardLook } from './card-look';

// The firm's initial choice: the 名片页 form's default (the choices come from the server).
const allFields = (forms['conf-miniprogram-card'].schema.properties.fields.default ??
  []) as string[];

describe('cardLook', () => {
  it('reads the defaults of the settings forms when conf.app says nothing', () => {
    const look = cardLook({});
    expect(look.buttons).toEqual([
      { value: 'call', label: '拨打电话' },
      { value: 'saveContact', label: '存入通讯录' },
      { value: 'share', label: '分享名片' },
      { value: 'navigate', label: '导航到律所' },
    ]);
    expect(look.themeColor).toBe('#1677ff');
    expect(look.template).toBe('classic');
    expect([...look.fields]).toEqual(allFields);
    expect(allFields).toHaveLength(15);
  });

  it('follows the configured buttons in their order, with the labels an admin picks from', () => {
    const look = cardLook({ cardMenu: { buttons: ['email', 'call', 'gone'] } });
    expect(look.buttons).toEqual([
      { value: 'email', label: '发送邮件' },
      { value: 'call', label: '拨打电话' },
    ]);
    expect(cardLook({ cardMenu: { buttons: [] } }).buttons).toEqual([]);
  });

  it('takes the colour, template and fields, ignoring a colour or template no form offers', () => {
    const look = cardLook({
      card: { themeColor: '#8b1e1e', template: 'business', fields: ['mobile', 'bio'] },
    });
    expect(look.themeColor).toBe('#8b1e1e');
    expect(look.template).toBe('business');
    expect([...look.fields]).toEqual(['mobile', 'bio']);
    const odd = cardLook({ card: { themeColor: 'red;background:url(x)' } });
    expect(odd.themeColor).toBe('#1677ff');
  });
});
