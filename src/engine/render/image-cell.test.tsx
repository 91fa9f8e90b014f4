import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ImageCell from './image-cell';

afterEach(cleanup);

describe('ImageCell', () => {
  it('shows a thumbnail, and opens the preview of the same image on a click', async () => {
    render(<ImageCell src="/api/oss/files/firm/1/a.png" />);
    const thumb = screen.getByRole('button', { name: '预览图片' });
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('/api/oss/files/firm/1/a.png');
    expect(document.querySelector('.ant-image-preview')).toBeNull();
    fireEvent.click(thumb);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe(
      '/api/oss/files/firm/1/a.png',
    );
  });
});
