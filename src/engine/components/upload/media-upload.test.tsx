import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload, VideoUpload } from './media-upload';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/call', () => ({ call }));

const sign = {
  host: '/api/oss/upload',
  dir: 'firm/1/',
  policy: 'cG9saWN5',
  signature: 'c2ln',
  accessid: 'firm-1',
  expire: 0,
  maxSize: 5 * 1024 * 1024,
  accept: 'image/jpeg,image/png,image/webp,image/gif',
};

// The last XMLHttpRequest the component opened; a test answers it.
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  reply(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = undefined;
  call.mockReset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const png = () => new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('ImageUpload', () => {
  it('shows the empty box', () => {
    render(<ImageUpload aria-label="头像" />);
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
    expect(screen.getByLabelText('头像').getAttribute('type')).toBe('file');
  });

  it('signs, posts the policy form with the file last, shows progress and emits the url', async () => {
    call.mockResolvedValue(sign);
    const onChange = vi.fn();
    render(<ImageUpload aria-label="头像" onChange={onChange} />);
    choose('头像', png());
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(call).toHaveBeenCalledWith('system.ossSign', { query: { kind: 'image' } });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/oss/upload']);
    const fields = [...xhr.body!.keys()];
    expect(fields).toEqual([
      'key',
      'policy',
      'OSSAccessKeyId',
      'signature',
      'success_action_status',
      'file',
    ]);
    expect(xhr.body!.get('key')).toMatch(/^firm\/1\/[a-z0-9]+\.png$/);
    expect(xhr.body!.get('OSSAccessKeyId')).toBe('firm-1');
    expect(xhr.body!.get('success_action_status')).toBe('200');

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 }));
    expect(screen.getByText('50%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: '上传进度' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    act(() => xhr.reply(200, { code: '200', data: { url: '/api/oss/files/firm/1/x.png' } }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/oss/files/firm/1/x.png'));
  });

  it("shows the server's message and emits nothing when the upload is refused", async () => {
    call.mockResolvedValue(sign);
    const onChange = vi.fn();
    render(<ImageUpload aria-label="头像" onChange={onChange} />);
    choose('头像', png());
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last!.reply(400, { code: '400', message: '文件内容与类型不符' }));
    expect((await screen.findByRole('alert')).textContent).toBe('文件内容与类型不符');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a wrong type before signing and a large file before posting', async () => {
    call.mockResolvedValue({ ...sign, maxSize: 1024 });
    render(<ImageUpload aria-label="头像" />);
    choose('头像', new File(['x'], 'a.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传 JPG/PNG/WebP/GIF 图片');
    expect(call).not.toHaveBeenCalled();
    choose('头像', png());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('文件大小不能超过 1KB'),
    );
    expect(FakeXhr.last).toBeUndefined();
  });

  it('stays quiet when signing fails (the api layer has shown it)', async () => {
    const { ApiError } = await import('../../../api/errors');
    call.mockRejectedValue(new ApiError('登录已过期', '4003'));
    render(<ImageUpload aria-label="头像" />);
    choose('头像', png());
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('previews a value with 更换 and 删除; 删除 empties it', () => {
    const onChange = vi.fn();
    render(<ImageUpload value="/a.png" onChange={onChange} />);
    expect(screen.getByRole('img', { name: '图片预览' }).getAttribute('src')).toBe('/a.png');
    expect(screen.getByRole('button', { name: '更换' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('has no actions when read-only', () => {
    render(<ImageUpload value="/a.png" readOnly />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('VideoUpload', () => {
  it('previews the video with controls, and asks for MP4', () => {
    const { container } = render(<VideoUpload value="/v.mp4" />);
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('width')).toBe('240');
  });

  it('shows the empty box and accepts only mp4', () => {
    render(<VideoUpload aria-label="视频" />);
    expect(screen.getByRole('button', { name: /上传视频/ })).toBeTruthy();
    expect(screen.getByLabelText('视频').getAttribute('accept')).toBe('video/mp4');
  });
});
