/** A catalogue sentence with a `{phone}` placeholder, the number as a tap-to-call link (a driver reads it on a phone). */
export function PhoneSentence({ template, phone }: { template: string; phone: string }) {
  const [before, after = ""] = template.split("{phone}", 2);
  if (!template.includes("{phone}")) return <>{template}</>;
  return (
    <>
      {before}
      <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="font-semibold whitespace-nowrap underline">
        {phone}
      </a>
      {after}
    </>
  );
}
