/** The smallest root layout Next accepts: the reference carries no stylesheet, store or client code of its own. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
