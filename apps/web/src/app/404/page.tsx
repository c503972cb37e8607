import { notFound } from "next/navigation";

/** Spec 2 lists /404 as a route: it shows the site's not-found page, with the 404 status it stands for. */
export default function NotFoundRoute(): never {
  notFound();
}
