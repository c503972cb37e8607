import { notFound } from "next/navigation";

/** /404 is a route of its own: it shows the site's not-found page, with the 404 status it stands for. */
export default function NotFoundRoute(): never {
  notFound();
}
