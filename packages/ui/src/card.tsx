import type { HTMLAttributes } from "react";
import { cx } from "./class-names";

type CardElement = "div" | "article" | "section" | "aside" | "li";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render, so a card can be a list item or an article where that is the right semantics. */
  as?: CardElement;
  /** Adds a hover lift for cards that are links or open something. */
  isInteractive?: boolean;
  /** Drops the inner padding, for cards whose media runs to the border. */
  isFlush?: boolean;
}

/** The generic bordered card wrapper used by listings (warehouse listing). */
export function Card({
  as: Element = "div",
  isInteractive = false,
  isFlush = false,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element
      className={cx(
        "rounded-card border border-line bg-surface shadow-card",
        !isFlush && "p-5",
        isInteractive && "transition-shadow hover:shadow-lg focus-within:shadow-lg",
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
