/** Joins the truthy class names; lets components accept an extra `className` without a dependency. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(" ");
}
