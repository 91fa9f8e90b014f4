import { Image } from 'antd';

/** A thumbnail that opens antd's preview; its own chunk, as only lists with images need it. */
export default function ImageCell({ src }: { src: string }) {
  return (
    <Image
      src={src}
      width={40}
      height={40}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      alt=""
    />
  );
}
