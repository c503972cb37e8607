import type { ReactNode } from "react";

/** A template (unlike a layout) re-mounts on every navigation: the page is re-created when the path changes. */
export default function PageTemplate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
