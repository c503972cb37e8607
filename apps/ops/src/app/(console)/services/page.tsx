import type { Metadata } from "next";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "@/components/field-styles";
import { LabeledField } from "@/components/labeled-field";
import { ServiceForm } from "@/features/services/service-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

export const metadata: Metadata = { title: "Services" };

export default async function ServicesPage({ searchParams }: { searchParams: Promise<{ serviceId?: string }> }) {
  const params = await searchParams;
  const api = await getServerApi();
  // Every service, public or not (staff get them all from GET /services).
  const services = await readForPage("GET /services", api.GET("/services"));
  const chosen = services.find((one) => String(one.id) === params.serviceId) ?? services[0];
  if (!chosen) return <p>There are no services yet.</p>;
  const service = await readForPage(
    "GET /staff/services/{serviceId}",
    api.GET("/staff/services/{serviceId}", { params: { path: { serviceId: chosen.id } } }),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">Services</h1>
      <form method="get" aria-label="Choose a service" className="flex flex-wrap items-end gap-3">
        <LabeledField label="Service">
          <select name="serviceId" defaultValue={service.id} className={fieldClassName}>
            {services.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </LabeledField>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Show
        </button>
      </form>
      <p>
        {service.name}: what the site says about it. Its prices are set per hub and tier in the price lists. Version{" "}
        {service.version}.
      </p>
      <ServiceForm key={service.id} service={service} />
    </>
  );
}
