import { describe, expect, it } from 'vitest';
import { checkFile, formatSize, readUploadReply, uploadKey, UploadError } from './upload-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkFile', () => {
  it('accepts the image types within the limit', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.gif', 'image/gif'],
    ]) {
      expect(checkFile(file(name, type), 'image', 5 * MB)).toBeNull();
    }
  });

  it('refuses other image types in Chinese', () => {
    expect(checkFile(file('a.svg', 'image/svg+xml'), 'image', 5 * MB)).toBe(
      '只能上传 JPG/PNG/WebP/GIF 图片',
    );
    expect(checkFile(file('a.mp4', 'video/mp4'), 'image', 5 * MB)).toBe(
      '只能上传 JPG/PNG/WebP/GIF 图片',
    );
  });

  it('refuses a file over the limit with the limit in MB', () => {
    expect(checkFile(file('a.png', 'image/png', 5 * MB + 1), 'image', 5 * MB)).toBe(
      '文件大小不能超过 5MB',
    );
    expect(checkFile(file('a.png', 'image/png', 5 * MB), 'image', 5 * MB)).toBeNull();
  });

  it('accepts only MP4 video', () => {
    expect(checkFile(file('a.mp4', 'video/mp4'), 'video', 50 * MB)).toBeNull();
    expect(checkFile(file('a.mov', 'video/quicktime'), 'video', 50 * MB)).toBe('只能上传 MP4 视频');
  });

  it('falls back to the extension when the browser reports no type', () => {
    expect(checkFile(file('photo.JPG', ''), 'image', 5 * MB)).toBeNull();
    expect(checkFile(file('photo.exe', ''), 'image', 5 * MB)).toBe(
      '只能上传 JPG/PNG/WebP/GIF 图片',
    );
  });

  it('refuses an empty file', () => {
    expect(checkFile(file('a.png', 'image/png', 0), 'image', 5 * MB)).toBe('文件内容为空');
  });
});

describe('formatSize', () => {
  it('reads as users expect', () => {
    expect(formatSize(5 * MB)).toBe('5MB');
    expect(formatSize(1.5 * MB)).toBe('1.5MB');
    expect(formatSize(800 * 1024)).toBe('800KB');
  });
});

describe('uploadKey', () => {
  it('keeps the extension (lower case) under dir with a random name', () => {
    const key = uploadKey('firm/1/', '我的 照片.PNG');
    expect(key).toMatch(/^firm\/1\/[a-z0-9]{16,}\.png$/);
    expect(key).not.toContain('照片');
  });

  it('adds the missing slash to dir', () => {
    expect(uploadKey('firm/1', 'a.jpg')).toMatch(/^firm\/1\/[a-z0-9]+\.jpg$/);
  });

  it('gives a different name each time', () => {
    expect(uploadKey('d/', 'a.jpg')).not.toBe(uploadKey('d/', 'a.jpg'));
  });

  it('never lets the file name escape dir', () => {
    for (const name of [
      '../../etc/passwd',
      'a.jpg/../../x',
      '..\\..\\b.png',
      'x.p/ng',
      '.htaccess',
    ]) {
      const key = uploadKey('firm/1/', name);
      expect(key.startsWith('firm/1/')).toBe(true);
      expect(key.slice('firm/1/'.length)).toMatch(/^[a-z0-9]+(\.[a-z0-9]{1,8})?$/);
    }
  });

  it('leaves the extension off when there is none', () => {
    expect(uploadKey('d/', 'README')).toMatch(/^d\/[a-z0-9]+$/);
  });
});

describe('readUploadReply', () => {
  it('returns the url of a success envelope', () => {
    expect(
      readUploadReply(200, JSON.stringify({ code: '200', data: { url: '/api/oss/files/a.png' } })),
    ).toBe('/api/oss/files/a.png');
  });

  it("throws the server's message otherwise", () => {
    expect(() =>
      readUploadReply(400, JSON.stringify({ code: '400', message: '上传凭证已过期' })),
    ).toThrow(new UploadError('上传凭证已过期'));
  });

  it('throws a generic Chinese message for a reply that is not an envelope', () => {
    expect(() => readUploadReply(502, '<html>Bad gateway</html>')).toThrow('上传失败，请稍后重试');
  });
});
