import Image from "next/image";

const OPTIMIZED_PATHS = [/^\/media\//, /^\/uploaded-images\//, /^\/image-proxy$/];

/**
 * An image the API refers to. Images served by the API itself (/media, /uploaded-images, /image-proxy) go through
 * Next's optimiser (allowed in next.config.ts); any other host is shown as is.
 */
export function ApiImage({
  src,
  alt,
  sizes,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const pathname = URL.canParse(src) ? new URL(src).pathname : undefined;
  if (pathname === undefined) return null;
  const isApiMedia = OPTIMIZED_PATHS.some((path) => path.test(pathname));
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      unoptimized={!isApiMedia}
      className={className ?? "object-cover"}
    />
  );
}
