import type { HTMLAttributes } from "react";
import { cx } from "./class-names";

type ContainerElement = "div" | "section" | "main" | "header" | "footer" | "nav";

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: ContainerElement;
  /** Narrow column for long reading (blog posts, legal text). */
  isNarrow?: boolean;
}

/** Centres page content at the page width with side padding that grows by breakpoint. */
export function Container({ as: Element = "div", isNarrow = false, className, children, ...rest }: ContainerProps) {
  return (
    <Element
      className={cx("mx-auto w-full px-4 md:px-6 xl:px-8", isNarrow ? "max-w-prose" : "max-w-page", className)}
      {...rest}
    >
      {children}
    </Element>
  );
}
