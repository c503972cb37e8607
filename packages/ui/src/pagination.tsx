import type { ComponentType, ReactNode } from "react";
import { cx } from "./class-names";
import { formatText } from "./i18n/format-text";
import paginationText from "./i18n/en/pagination.json";
import { listPagesToShow, MARGIN_PAGES_DISPLAYED, PAGE_RANGE_DISPLAYED } from "@freight/domain/lists/paging";

export interface PaginationLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-current"?: "page";
}

export interface PaginationProps {
  pageCount: number;
  /** 0-based page being shown (the current page starts at 0). */
  currentPage: number;
  /** The address of a 0-based page; pagination is made of links so it works before any script loads. */
  hrefForPage: (page: number) => string;
  /** The link element, e.g. next/link; a plain anchor by default. */
  linkComponent?: ComponentType<PaginationLinkProps>;
  pageRangeDisplayed?: number;
  marginPagesDisplayed?: number;
  labels?: typeof paginationText;
  className?: string;
}

function PlainLink({ children, ...rest }: PaginationLinkProps) {
  return <a {...rest}>{children}</a>;
}

const itemClass =
  "inline-flex min-w-10 h-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors";

export function Pagination({
  pageCount,
  currentPage,
  hrefForPage,
  linkComponent: Link = PlainLink,
  pageRangeDisplayed = PAGE_RANGE_DISPLAYED,
  marginPagesDisplayed = MARGIN_PAGES_DISPLAYED,
  labels = paginationText,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = listPagesToShow({
    totalPages: pageCount,
    currentPage,
    pageRange: pageRangeDisplayed,
    marginPages: marginPagesDisplayed,
  });
  const hasPrevious = currentPage > 0;
  const hasNext = currentPage < pageCount - 1;

  return (
    <nav aria-label={labels.label} className={cx("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {hasPrevious ? (
            <Link
              href={hrefForPage(currentPage - 1)}
              aria-label={labels.previous}
              className={cx(itemClass, "border-line text-brand-700 hover:bg-brand-50")}
            >
              ‹
            </Link>
          ) : (
            <span aria-hidden="true" className={cx(itemClass, "border-line text-ink-muted opacity-50")}>
              ‹
            </span>
          )}
        </li>
        {items.map((item, index) => {
          if (item === "gap") {
            return (
              <li key={`gap-${index}`} aria-label={labels.gap} className="px-1 text-ink-muted">
                …
              </li>
            );
          }
          const isCurrent = item === currentPage;
          return (
            <li key={item}>
              <Link
                href={hrefForPage(item)}
                aria-current={isCurrent ? "page" : undefined}
                aria-label={formatText(isCurrent ? labels.currentPage : labels.page, { page: item + 1 })}
                className={cx(
                  itemClass,
                  isCurrent
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-line text-brand-700 hover:bg-brand-50",
                )}
              >
                {item + 1}
              </Link>
            </li>
          );
        })}
        <li>
          {hasNext ? (
            <Link
              href={hrefForPage(currentPage + 1)}
              aria-label={labels.next}
              className={cx(itemClass, "border-line text-brand-700 hover:bg-brand-50")}
            >
              ›
            </Link>
          ) : (
            <span aria-hidden="true" className={cx(itemClass, "border-line text-ink-muted opacity-50")}>
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
