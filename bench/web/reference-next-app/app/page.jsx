import Link from "next/link";

/**
 * A prerendered page with a heading, a paragraph and one client-side link: what every Next.js page pays
 * (React DOM, the App Router, hydration) and nothing the site adds.
 */
export default function ReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>An empty Next.js page, measured next to the site&apos;s pages in the same run.</p>
      <Link href="/">Home</Link>
    </main>
  );
}
