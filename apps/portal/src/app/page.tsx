import { redirect } from "next/navigation";

/** The portal starts at the dashboard. */
export default function PortalHome() {
  redirect("/dashboard");
}
