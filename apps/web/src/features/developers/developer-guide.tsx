import { Container } from "@freight/ui/container";
import { developersText as text } from "@/content/developers";
import type { KeyOperation } from "./key-operations";

type ExampleKind = (typeof text.examples)[number]["kind"];

/** One runnable example per common task, against the API as integrators reach it. */
function exampleSource(kind: ExampleKind, apiUrl: string): string {
  const auth = `  -H "Authorization: Bearer fk_…"`;
  switch (kind) {
    case "book":
      return [
        `curl -X POST "${apiUrl}/order" \\`,
        `${auth} \\`,
        `  -H "Idempotency-Key: tms-booking-4711" \\`,
        `  -H "Content-Type: application/json" \\`,
        `  -d '{"hubId": 3, "serviceId": 1, "timeFrom": "2026-12-02T17:00:00.000Z", "quantity": 2}'`,
      ].join("\n");
    case "list":
      return [`curl "${apiUrl}/orders-for-history?page=0&limit=50" \\`, auth].join("\n");
    case "follow":
      return [`curl "${apiUrl}/order/4711" \\`, auth].join("\n");
    case "invoice":
      return [`curl -o invoice.pdf "${apiUrl}/invoices/981/pdf" \\`, auth].join("\n");
    case "verify":
      return [
        `import { Webhook } from "standardwebhooks";`,
        ``,
        `const webhook = new Webhook(process.env.WEBHOOK_SECRET); // the endpoint's whsec_… secret`,
        `// The raw body exactly as received, and the request's headers: throws when the signature or time is wrong.`,
        `const event = webhook.verify(rawBody, headers);`,
      ].join("\n");
  }
}

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

const proseSections = ["keys", "idempotency", "limits", "pagination", "errors", "webhooks"] as const;

/** The developer guide: how a key works, examples, and the calls a key of each role may make. */
export function DeveloperGuide({ apiUrl, operations }: { apiUrl: string; operations: KeyOperation[] }) {
  return (
    <Container className="py-12">
      <article className="flex flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold md:text-display">{text.title}</h1>
          <p className="text-xl text-ink-muted">{text.intro}</p>
          <p>
            <code>{apiUrl}</code>
          </p>
        </header>
        {proseSections.map((key) => (
          <Section key={key} id={`developers-${key}`} heading={text.sections[key].heading}>
            {text.sections[key].paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
          </Section>
        ))}
        <Section id="developers-examples" heading={text.sections.examples.heading}>
          {text.examples.map((example) => (
            <figure key={example.kind} className="flex flex-col gap-1">
              <figcaption className="font-semibold">{example.label}</figcaption>
              <pre className="overflow-x-auto rounded-lg bg-surface-muted p-4 text-sm">
                <code>{exampleSource(example.kind, apiUrl)}</code>
              </pre>
            </figure>
          ))}
        </Section>
        <Section id="developers-reference" heading={text.sections.reference.heading}>
          <p className="text-lg">{text.sections.reference.intro}</p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    {text.sections.reference.operation}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {text.sections.reference.purpose}
                  </th>
                  <th scope="col" className="py-2">
                    {text.sections.reference.roles}
                  </th>
                </tr>
              </thead>
              <tbody>
                {operations.map((operation) => (
                  <tr key={operation.operationId} className="border-b border-line align-top">
                    <td className="py-2 pr-4 whitespace-nowrap">
                      <code>
                        {operation.method} {operation.path}
                      </code>
                    </td>
                    <td className="py-2 pr-4">{operation.summary}</td>
                    <td className="py-2">{operation.roles.map((role) => text.roleNames[role]).join(", ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      </article>
    </Container>
  );
}
